import type { ReactNode } from 'react';
import { Fieldset, Group, Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { SiteBody } from '@canopy/shared/schemas/site';
import { FormNumberField } from '../../../components/ui/form-number-field';
import type { SiteDraft } from '../lib/use-site-settings-form';
import { VPD_STAGES } from '../lib/vpd-draft';

/**
 * The VPD target of each stage, from and to in kPa: what a room's steering panel counts as "VPD in
 * target" (DESIGN section 23), as its help line says.
 */
export function VpdTargetsFields({
  control,
  error,
}: {
  control: Control<SiteDraft, unknown, SiteBody>;
  /** The message of a field (`vpdTargets.flower.max`), if any. */
  error: (field: string) => string | undefined;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('site.vpdTargets')} aria-describedby="site-vpd-hint">
      <Text size="sm" c="dimmed" id="site-vpd-hint" mb="xs">
        {t('site.vpdTargetsHint')}
      </Text>
      {VPD_STAGES.map((stage) => {
        const words = { stage: t(`crop.stages.${stage}`) };
        const field = (end: 'min' | 'max') => (
          <FormNumberField
            control={control}
            name={`vpdTargets.${stage}.${end}`}
            label={t(end === 'min' ? 'site.vpdFrom' : 'site.vpdTo', words)}
            min={0}
            max={5}
            clampBehavior="strict"
            step={0.1}
            decimalScale={2}
            error={error(`vpdTargets.${stage}.${end}`)}
          />
        );
        return (
          <Group key={stage} grow align="flex-start" mb="xs">
            {field('min')}
            {field('max')}
          </Group>
        );
      })}
    </Fieldset>
  );
}

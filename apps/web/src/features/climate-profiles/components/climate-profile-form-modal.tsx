import type { ReactNode } from 'react';
import { Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { GROWING_STAGES } from '@canopy/shared/crop';
import type { ClimateProfile } from '@canopy/shared/schemas/automations';
import { SaveFormModal } from '../../../components/ui/form-modal';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { withIsolated } from '../lib/isolated';
import { METRICS, PHASES } from '../lib/profile-draft';
import { useProfileForm } from '../lib/use-profile-form';

export interface ClimateProfileFormModalProps {
  /** The profile edited; null for a new one. */
  profile: ClimateProfile | null;
  onClose: () => void;
}

/**
 * A profile in a dialog: its name and stage, and for day and night the lowest and highest temperature,
 * humidity and CO2. Nothing clamps what is typed: a min above its max is refused beside it, in words.
 */
export function ClimateProfileFormModal({ profile, onClose }: ClimateProfileFormModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useProfileForm(profile, onClose);
  return (
    <SaveFormModal
      title={t(profile ? 'climateProfiles.form.editTitle' : 'climateProfiles.form.newTitle')}
      onClose={onClose}
      form={{ submit, formError, saving }}
    >
      <TextInput
        label={t('climateProfiles.form.name')}
        withAsterisk
        error={errorOf('name')}
        {...form.register('name')}
      />
      <NativeSelect
        label={t('climateProfiles.form.stage')}
        data={GROWING_STAGES.map((stage) => ({ value: stage, label: t(`crop.stages.${stage}`) }))}
        error={errorOf('stage')}
        {...form.register('stage')}
      />
      {PHASES.map((phase) => (
        <Fieldset key={phase} legend={t(`climateProfiles.phases.${phase}`)}>
          <Stack gap="xs">
            {METRICS.map((metric) => (
              <Group key={metric} grow align="flex-start" preventGrowOverflow={false}>
                {(['min', 'max'] as const).map((bound) => (
                  <FormNumberField
                    key={bound}
                    control={form.control}
                    name={`${phase}.${metric}.${bound}`}
                    label={withIsolated(
                      (unit) =>
                        t('climateProfiles.form.limit', {
                          metric: t(`climateProfiles.metrics.${metric}`),
                          bound: t(`climateProfiles.form.${bound}`),
                          unit,
                        }),
                      t(`climateProfiles.units.${metric}`),
                    )}
                    decimalScale={metric === 'co2' ? 0 : 1}
                    error={errorOf(`${phase}.${metric}.${bound}`)}
                  />
                ))}
              </Group>
            ))}
          </Stack>
        </Fieldset>
      ))}
      <Text size="sm" c="dimmed">
        {t('climateProfiles.form.hint')}
      </Text>
    </SaveFormModal>
  );
}

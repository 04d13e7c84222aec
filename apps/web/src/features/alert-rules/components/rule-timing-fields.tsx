import type { ReactNode } from 'react';
import { Group, NumberInput, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import {
  ALERT_SEVERITIES,
  CLEAR_MINUTES_MAX,
  FOR_MINUTES_MAX,
  REPEAT_MINUTES_MAX,
  STALE_MINUTES_MAX,
} from '@canopy/shared/alerts';
import { asTyped } from '../lib/rule-draft';
import type { RuleFieldsProps } from '../lib/use-rule-form';
import { FormSwitch } from '../../../components/ui/form-toggle';
import { FormNativeSelect } from '../../../components/ui/form-native-select';

type MinutesField = 'forMinutes' | 'clearMinutes' | 'repeatMinutes';

interface MinutesInputProps extends Pick<RuleFieldsProps, 'control' | 'error'> {
  name: MinutesField;
  label: string;
  description?: string;
  max: number;
}

/** A whole number of minutes, 0 to `max`. */
function MinutesInput({ control, error, name, label, description, max }: MinutesInputProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          value={field.value}
          onChange={(value) => field.onChange(asTyped(value))}
          min={0}
          max={max}
          allowDecimal={false}
          error={error(name)}
          rightSection={t('alertRules.minutesUnit')}
          rightSectionWidth={48}
        />
      )}
    />
  );
}

/** How long a breach holds before an alert, how long clear before it resolves, repeats, severity, on/off. */
export function RuleTimingFields({ control, draft, error }: RuleFieldsProps): ReactNode {
  const { t } = useTranslation();
  const minutes = { control, error };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {draft.kind === 'power' ? null : (
          <MinutesInput
            {...minutes}
            name="forMinutes"
            label={t(`alertRules.forMinutes.${draft.kind}`)}
            max={draft.kind === 'stale' ? STALE_MINUTES_MAX : FOR_MINUTES_MAX}
          />
        )}
        <MinutesInput
          {...minutes}
          name="clearMinutes"
          label={t('alertRules.clearMinutes')}
          max={CLEAR_MINUTES_MAX}
        />
        <MinutesInput
          {...minutes}
          name="repeatMinutes"
          label={t('alertRules.repeatMinutes')}
          description={t('alertRules.repeatHint')}
          max={REPEAT_MINUTES_MAX}
        />
      </SimpleGrid>
      <Group gap="xl">
        <FormNativeSelect
          control={control}
          name="severity"
          label={t('alerts.filterSeverity')}
          data={ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`alerts.severity.${s}`) }))}
        />
        <FormSwitch control={control} name="enabled" label={t('alertRules.enabled')} mt="lg" />
      </Group>
    </>
  );
}

import type { ReactNode } from 'react';
import { Group, NativeSelect, NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ALERT_SEVERITIES,
  CLEAR_MINUTES_MAX,
  FOR_MINUTES_MAX,
  REPEAT_MINUTES_MAX,
  STALE_MINUTES_MAX,
} from '@canopy/shared/alerts';
import { asTyped, type RuleDraft } from '../lib/rule-draft';
import type { RuleFieldsProps } from '../lib/use-rule-form';

/** How long a breach holds before an alert, how long clear before it resolves, repeats, severity, on/off. */
export function RuleTimingFields({ draft, set, error }: RuleFieldsProps): ReactNode {
  const { t } = useTranslation();
  const numberProps = (field: 'forMinutes' | 'clearMinutes' | 'repeatMinutes', max: number) => ({
    value: draft[field],
    onChange: (value: string | number) => set(field, asTyped(value)),
    min: 0,
    max,
    allowDecimal: false,
    error: error(field),
    rightSection: t('alertRules.minutesUnit'),
    rightSectionWidth: 48,
  });

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {draft.kind === 'power' ? null : (
          <NumberInput
            label={t(`alertRules.forMinutes.${draft.kind}`)}
            {...numberProps('forMinutes', draft.kind === 'stale' ? STALE_MINUTES_MAX : FOR_MINUTES_MAX)}
          />
        )}
        <NumberInput
          label={t('alertRules.clearMinutes')}
          {...numberProps('clearMinutes', CLEAR_MINUTES_MAX)}
        />
        <NumberInput
          label={t('alertRules.repeatMinutes')}
          description={t('alertRules.repeatHint')}
          {...numberProps('repeatMinutes', REPEAT_MINUTES_MAX)}
        />
      </SimpleGrid>
      <Group gap="xl">
        <NativeSelect
          label={t('alerts.filterSeverity')}
          value={draft.severity}
          onChange={(event) => set('severity', event.currentTarget.value as RuleDraft['severity'])}
          data={ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`alerts.severity.${s}`) }))}
        />
        <Switch
          label={t('alertRules.enabled')}
          checked={draft.enabled}
          onChange={(event) => set('enabled', event.currentTarget.checked)}
          mt="lg"
        />
      </Group>
    </>
  );
}

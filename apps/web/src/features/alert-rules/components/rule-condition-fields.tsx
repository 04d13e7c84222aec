import type { ReactNode } from 'react';
import { Checkbox, NativeSelect, NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ALERT_METRICS,
  ALERT_PERIODS,
  DEVICE_THRESHOLD_METRICS,
  isMetricOf,
  METRIC_UNITS,
} from '@canopy/shared/alerts';
import { asTyped, type RuleDraft } from '../lib/rule-draft';
import type { RuleFieldsProps } from '../lib/use-rule-form';

/**
 * When the rule breaches: a threshold's metric, period and limits (or the device's own thresholds), a
 * leak's highest inflow. Limits carry the metric's unit as a suffix.
 */
export function RuleConditionFields({ draft, set, error }: RuleFieldsProps): ReactNode {
  const { t } = useTranslation();
  const threshold = draft.kind === 'threshold';
  const leak = draft.kind === 'leak';
  const unit = isMetricOf(draft.deviceType, draft.metric) ? METRIC_UNITS[draft.metric] : undefined;
  const canUseDeviceThresholds =
    threshold &&
    draft.deviceType === 'climate' &&
    (DEVICE_THRESHOLD_METRICS as readonly string[]).includes(draft.metric);
  const showLimits = threshold && !(canUseDeviceThresholds && draft.useDeviceThresholds);

  return (
    <>
      {threshold ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('alertRules.metric')}
            value={draft.metric}
            onChange={(event) => set('metric', event.currentTarget.value)}
            data={ALERT_METRICS[draft.deviceType].map((metric) => ({
              value: metric,
              label: `${t(`alerts.metric.${metric}`)} (${METRIC_UNITS[metric]})`,
            }))}
            error={error('metric')}
          />
          {draft.deviceType === 'climate' ? (
            <NativeSelect
              label={t('alertRules.periodLabel')}
              value={draft.period}
              onChange={(event) => set('period', event.currentTarget.value as RuleDraft['period'])}
              data={ALERT_PERIODS.map((period) => ({
                value: period,
                label: t(`alertRules.period.${period}`),
              }))}
              error={error('period')}
            />
          ) : null}
        </SimpleGrid>
      ) : null}
      {canUseDeviceThresholds ? (
        <Checkbox
          label={t('alertRules.useDeviceThresholds')}
          checked={draft.useDeviceThresholds}
          onChange={(event) => set('useDeviceThresholds', event.currentTarget.checked)}
          error={error('useDeviceThresholds')}
        />
      ) : null}
      {showLimits || leak ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {showLimits ? (
            <NumberInput
              label={t('alertRules.min')}
              value={draft.min}
              onChange={(value) => set('min', asTyped(value))}
              rightSection={unit}
              rightSectionWidth={56}
              decimalScale={2}
              error={error('min')}
            />
          ) : null}
          <NumberInput
            label={t(leak ? 'alertRules.leakMax' : 'alertRules.max')}
            value={draft.max}
            onChange={(value) => set('max', asTyped(value))}
            rightSection={leak ? METRIC_UNITS.inRate_lpm : unit}
            rightSectionWidth={56}
            decimalScale={2}
            min={leak ? 0 : undefined}
            error={error('max') ?? (leak ? error('min') : undefined)}
          />
        </SimpleGrid>
      ) : null}
    </>
  );
}

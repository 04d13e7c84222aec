import type { ReactNode } from 'react';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import {
  ALERT_METRICS,
  ALERT_PERIODS,
  DEVICE_THRESHOLD_METRICS,
  isMetricOf,
  METRIC_UNITS,
} from '@canopy/shared/alerts';
import { asTyped } from '../lib/rule-draft';
import type { RuleFieldsProps } from '../lib/use-rule-form';
import { FormCheckbox } from '../../../components/ui/form-toggle';
import { FormNativeSelect } from '../../../components/ui/form-native-select';

/**
 * When the rule breaches: a threshold's metric, period and limits (or the device's own thresholds), a
 * leak's highest inflow. Limits carry the metric's unit as a suffix.
 */
export function RuleConditionFields({ control, draft, error }: RuleFieldsProps): ReactNode {
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
          <FormNativeSelect
            control={control}
            name="metric"
            label={t('alertRules.metric')}
            data={ALERT_METRICS[draft.deviceType].map((metric) => ({
              value: metric,
              label: `${t(`alerts.metric.${metric}`)} (${METRIC_UNITS[metric]})`,
            }))}
            error={error('metric')}
          />
          {draft.deviceType === 'climate' ? (
            <FormNativeSelect
              control={control}
              name="period"
              label={t('alertRules.periodLabel')}
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
        <FormCheckbox
          control={control}
          name="useDeviceThresholds"
          label={t('alertRules.useDeviceThresholds')}
          error={error('useDeviceThresholds')}
        />
      ) : null}
      {showLimits || leak ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {showLimits ? (
            <Controller
              control={control}
              name="min"
              render={({ field }) => (
                <NumberInput
                  label={t('alertRules.min')}
                  value={field.value}
                  onChange={(value) => field.onChange(asTyped(value))}
                  rightSection={unit}
                  rightSectionWidth={56}
                  decimalScale={2}
                  error={error('min')}
                />
              )}
            />
          ) : null}
          <Controller
            control={control}
            name="max"
            render={({ field }) => (
              <NumberInput
                label={t(leak ? 'alertRules.leakMax' : 'alertRules.max')}
                value={field.value}
                onChange={(value) => field.onChange(asTyped(value))}
                rightSection={leak ? METRIC_UNITS.inRate_lpm : unit}
                rightSectionWidth={56}
                decimalScale={2}
                min={leak ? 0 : undefined}
                error={error('max') ?? (leak ? error('min') : undefined)}
              />
            )}
          />
        </SimpleGrid>
      ) : null}
    </>
  );
}

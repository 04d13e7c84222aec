import type { TFunction } from 'i18next';
import { isMetricOf, METRIC_DECIMALS, METRIC_UNITS, type AlertMetric } from '@canopy/shared/alerts';
import type { Alert } from '@canopy/shared/schemas/alerts';

/** "26.4 °C": a metric's value with its decimals and unit (units read the same in every language). */
export function metricValue(metric: AlertMetric, value: number): string {
  return `${value.toFixed(METRIC_DECIMALS[metric])} ${METRIC_UNITS[metric]}`;
}

function asMetric(metric: string | null): AlertMetric | null {
  if (!metric) return null;
  for (const type of ['climate', 'soil', 'water'] as const) if (isMetricOf(type, metric)) return metric;
  return null;
}

/** What an alert is about: the metric's name, "no data", "leak" or "power". */
export function alertSubject(t: TFunction, alert: Pick<Alert, 'kind' | 'metric'>): string {
  const metric = asMetric(alert.metric);
  if (alert.kind === 'threshold' && metric) return t(`alerts.metric.${metric}`);
  return t(`alerts.kind.${alert.kind}`);
}

/**
 * The worst value and the limit it crossed, as text with units: a threshold's own metric, minutes of silence
 * for "no data", inflow for a leak; null where a kind has no number (power).
 */
export function alertReading(
  t: TFunction,
  alert: Pick<Alert, 'kind' | 'metric' | 'value' | 'limit'>,
): { value: string; limit: string | null } | null {
  if (alert.value === null) return null;
  const limit = (text: (n: number) => string) => (alert.limit === null ? null : text(alert.limit));
  if (alert.kind === 'stale') {
    const minutes = (n: number) => t('alerts.minutes', { count: Math.round(n) });
    return { value: minutes(alert.value), limit: limit(minutes) };
  }
  const metric = alert.kind === 'leak' ? 'inRate_lpm' : asMetric(alert.metric);
  if (!metric) return null;
  return { value: metricValue(metric, alert.value), limit: limit((n) => metricValue(metric, n)) };
}

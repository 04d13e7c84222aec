import type { TFunction } from 'i18next';
import { isAlertMetric, metricText } from '@canopy/shared/alerts';
import type { Alert } from '@canopy/shared/schemas/alerts';

/** What an alert is about: the metric's name, "no data", "leak" or "power". */
export function alertSubject(t: TFunction, alert: Pick<Alert, 'kind' | 'metric'>): string {
  if (alert.kind === 'threshold' && isAlertMetric(alert.metric)) return t(`alerts.metric.${alert.metric}`);
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
  const metric = alert.kind === 'leak' ? 'inRate_lpm' : alert.metric;
  if (!isAlertMetric(metric)) return null;
  return { value: metricText(metric, alert.value), limit: limit((n) => metricText(metric, n)) };
}

import type { TFunction } from 'i18next';
import { isMetricOf, metricText } from '@canopy/shared/alerts';
import type { AlertRule } from '@canopy/shared/schemas/alerts';

/** A rule's condition in one line of the reader's language, values with units. */
export function ruleCondition(t: TFunction, rule: AlertRule): string {
  const held = t('alertRules.summary.held', { minutes: rule.forMinutes });
  switch (rule.kind) {
    case 'stale':
      return t('alertRules.summary.stale', { minutes: rule.forMinutes });
    case 'power':
      return t('alertRules.summary.power');
    case 'leak':
      return rule.max === null
        ? `${t('alertRules.summary.leak')}; ${held}`
        : `${t('alertRules.summary.leakOrFlow', { max: metricText('inRate_lpm', rule.max) })}; ${held}`;
    case 'threshold': {
      const metric = rule.metric && isMetricOf(rule.deviceType, rule.metric) ? rule.metric : null;
      if (!metric) return held;
      const name = t(`alerts.metric.${metric}`);
      const period = rule.period === 'always' ? '' : ` (${t(`alertRules.period.${rule.period}`)})`;
      if (rule.useDeviceThresholds)
        return `${t('alertRules.summary.deviceThresholds', { metric: name })}${period}; ${held}`;
      const parts = [
        rule.min === null ? null : t('alertRules.summary.below', { value: metricText(metric, rule.min) }),
        rule.max === null ? null : t('alertRules.summary.above', { value: metricText(metric, rule.max) }),
      ].filter((part) => part !== null);
      return `${name} ${parts.join(t('alertRules.summary.or'))}${period}; ${held}`;
    }
  }
}

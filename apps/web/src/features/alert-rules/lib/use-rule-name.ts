import { useTranslation } from '../../../i18n/use-translation';
import type { AlertRule } from '@canopy/shared/schemas/alerts';
import { ruleName, ruleNameFields } from '../../../lib/alerts/rule-name';
import { useRuleDevices } from '../api/list-rule-devices';

/** Names rules as readers see them: a name Canopy gave in the reader's language, a typed one as typed. */
export function useRuleName(): (rule: AlertRule) => string {
  const { t } = useTranslation();
  const devices = useRuleDevices();
  return (rule) => {
    const device =
      rule.deviceId === null ? null : (devices.data?.find((d) => d.id === rule.deviceId)?.name ?? null);
    return ruleName(t, rule.name, ruleNameFields(rule, device));
  };
}

import { useQuery } from '@tanstack/react-query';
import { alertRuleListSchema, type AlertRule } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';
import { ruleKeys } from './alert-rule-keys';

export function listAlertRules(): Promise<AlertRule[]> {
  return apiRequest('/alert-rules', { schema: alertRuleListSchema });
}

export const useAlertRules = () => useQuery({ queryKey: ruleKeys.list(), queryFn: listAlertRules });

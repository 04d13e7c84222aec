import { useMutation } from '@tanstack/react-query';
import { rulePreviewSchema, type AlertRuleInput, type RulePreview } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';

/** Which devices the rule as typed would flag right now. */
export function previewRule(rule: AlertRuleInput): Promise<RulePreview> {
  return apiRequest('/alert-rules/preview', { method: 'POST', body: rule, schema: rulePreviewSchema });
}

export const usePreviewRule = () => useMutation({ mutationFn: previewRule });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertRuleSchema, type AlertRule, type AlertRuleInput } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from '../../../lib/alerts/alert-keys';
import { ruleKeys } from './alert-rule-keys';

export interface SaveRuleInput {
  id: string | null;
  rule: AlertRuleInput;
}

/** Creates a rule, or replaces the whole rule with `id`. */
export function saveRule({ id, rule }: SaveRuleInput): Promise<AlertRule> {
  return apiRequest(id ? `/alert-rules/${encodeURIComponent(id)}` : '/alert-rules', {
    method: id ? 'PUT' : 'POST',
    body: rule,
    schema: alertRuleSchema,
  });
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    // Saving a rule may open or resolve alerts at once.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
        queryClient.invalidateQueries({ queryKey: alertKeys.all }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from '../../../lib/alerts/alert-keys';
import { ruleKeys } from './alert-rule-keys';

export function deleteRule(id: string): Promise<void> {
  return apiRequest(`/alert-rules/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    // Deleting a rule resolves its alerts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
        queryClient.invalidateQueries({ queryKey: alertKeys.all }),
      ]),
  });
}

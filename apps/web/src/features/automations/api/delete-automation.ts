import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys, automationPath } from './automation-keys';

/** `DELETE /api/automations/{id}` (staff). */
export function deleteAutomation(id: string): Promise<void> {
  return apiRequest(automationPath(id), { method: 'DELETE' });
}

export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAutomation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }),
  });
}

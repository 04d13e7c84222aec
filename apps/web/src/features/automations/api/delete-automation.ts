import { apiRequest } from '../../../lib/api-client';
import { automationKeys, automationPath } from './automation-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** `DELETE /api/automations/{id}` (staff). */
export function deleteAutomation(id: string): Promise<void> {
  return apiRequest(automationPath(id), { method: 'DELETE' });
}

export function useDeleteAutomation() {
  return useRefreshingMutation(deleteAutomation, automationKeys.all);
}

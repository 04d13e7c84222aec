import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export function deleteUser(id: string): Promise<void> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  return useRefreshingMutation(deleteUser, userKeys.all);
}

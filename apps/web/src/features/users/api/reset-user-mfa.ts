import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** An admin turns off another user's two-factor login (a lost phone); they log in with the password. */
export function resetUserMfa(id: string): Promise<void> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/mfa`, { method: 'DELETE' });
}

/** The list shows who has two-factor on: refetched after a reset. */
export function useResetUserMfa() {
  return useRefreshingMutation(resetUserMfa, userKeys.list());
}

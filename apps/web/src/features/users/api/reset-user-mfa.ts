import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** An admin turns off another user's two-factor login (a lost phone); they log in with the password. */
export function resetUserMfa(id: string): Promise<void> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/mfa`, { method: 'DELETE' });
}

/** The list shows who has two-factor on: refetched after a reset. */
export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}

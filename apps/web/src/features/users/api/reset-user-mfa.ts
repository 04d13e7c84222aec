import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** An admin turns off another user's two-factor login (a lost phone); they log in with the password. */
export function resetUserMfa(id: string): Promise<void> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/mfa`, { method: 'DELETE' });
}

export const useResetUserMfa = () => useMutation({ mutationFn: resetUserMfa });

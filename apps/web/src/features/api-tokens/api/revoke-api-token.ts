import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiTokenKeys } from './api-token-keys';

export type TokenScope = 'mine' | 'everyone';

/** Revokes one of the caller's tokens, or (`everyone`) any user's as an admin. */
export function revokeApiToken(scope: TokenScope, id: string): Promise<void> {
  const base = scope === 'mine' ? '/me/tokens' : '/admin/tokens';
  return apiRequest(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiToken(scope: TokenScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiToken(scope, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

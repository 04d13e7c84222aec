import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminApiTokenListSchema,
  apiTokenListSchema,
  createdApiTokenSchema,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from '@canopy/shared/schemas/api-tokens';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the API tokens feature; invalidate `apiTokenKeys.all` after any change. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  mine: () => [...apiTokenKeys.all, 'mine'] as const,
  everyone: () => [...apiTokenKeys.all, 'everyone'] as const,
};

export const useMyApiTokens = () =>
  useQuery({
    queryKey: apiTokenKeys.mine(),
    queryFn: () => apiRequest('/me/tokens', { schema: apiTokenListSchema }),
  });

export const useAllApiTokens = () =>
  useQuery({
    queryKey: apiTokenKeys.everyone(),
    queryFn: () => apiRequest('/admin/tokens', { schema: adminApiTokenListSchema }),
  });

/** Creates a token; the answer carries the token itself, which no later read shows. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody): Promise<CreatedApiToken> =>
      apiRequest('/me/tokens', { method: 'POST', body, schema: createdApiTokenSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

/** Revokes one of the caller's tokens, or (`everyone`) any user's as an admin. */
export function useRevokeApiToken(scope: 'mine' | 'everyone') {
  const queryClient = useQueryClient();
  const base = scope === 'mine' ? '/me/tokens' : '/admin/tokens';
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  revokeOtherSessionsResponseSchema,
  sessionListSchema,
  type RevokeOtherSessionsResponse,
} from '@canopy/shared/schemas/sessions';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the sessions feature; invalidate `sessionKeys.all` after any change. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};

export const useSessions = () =>
  useQuery({
    queryKey: sessionKeys.list(),
    queryFn: () => apiRequest('/me/sessions', { schema: sessionListSchema }),
  });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<RevokeOtherSessionsResponse> =>
      apiRequest('/me/sessions/revoke-others', { method: 'POST', schema: revokeOtherSessionsResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  revokeOtherSessionsResponseSchema,
  type RevokeOtherSessionsResponse,
} from '@canopy/shared/schemas/sessions';
import { apiRequest } from '../../../lib/api-client';
import { sessionKeys } from './session-keys';

export function endOtherSessions(): Promise<RevokeOtherSessionsResponse> {
  return apiRequest('/me/sessions/revoke-others', {
    method: 'POST',
    schema: revokeOtherSessionsResponseSchema,
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createdApiTokenSchema,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from '@canopy/shared/schemas/api-tokens';
import { apiRequest } from '../../../lib/api-client';
import { apiTokenKeys } from './api-token-keys';

/** Creates a token; the answer carries the token itself, which no later read shows. */
export function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return apiRequest('/me/tokens', { method: 'POST', body, schema: createdApiTokenSchema });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

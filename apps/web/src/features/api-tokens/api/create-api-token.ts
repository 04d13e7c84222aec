import {
  createdApiTokenSchema,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from '@canopy/shared/schemas/api-tokens';
import { apiRequest } from '../../../lib/api-client';
import { apiTokenKeys } from './api-token-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Creates a token; the answer carries the token itself, which no later read shows. */
export function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return apiRequest('/me/tokens', { method: 'POST', body, schema: createdApiTokenSchema });
}

export function useCreateApiToken() {
  return useRefreshingMutation(createApiToken, apiTokenKeys.all);
}

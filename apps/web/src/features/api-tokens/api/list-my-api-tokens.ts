import { useQuery } from '@tanstack/react-query';
import { apiTokenListSchema } from '@canopy/shared/schemas/api-tokens';
import { apiRequest } from '../../../lib/api-client';
import { apiTokenKeys } from './api-token-keys';

export function listMyApiTokens() {
  return apiRequest('/me/tokens', { schema: apiTokenListSchema });
}

export const useMyApiTokens = () => useQuery({ queryKey: apiTokenKeys.mine(), queryFn: listMyApiTokens });

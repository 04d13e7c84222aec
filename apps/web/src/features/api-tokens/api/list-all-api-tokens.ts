import { useQuery } from '@tanstack/react-query';
import { adminApiTokenListSchema } from '@canopy/shared/schemas/api-tokens';
import { apiRequest } from '../../../lib/api-client';
import { apiTokenKeys } from './api-token-keys';

/** Every user's tokens (admins). */
export function listAllApiTokens() {
  return apiRequest('/admin/tokens', { schema: adminApiTokenListSchema });
}

export const useAllApiTokens = () =>
  useQuery({ queryKey: apiTokenKeys.everyone(), queryFn: listAllApiTokens });

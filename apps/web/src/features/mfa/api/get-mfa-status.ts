import { useQuery } from '@tanstack/react-query';
import { mfaStatusSchema } from '@canopy/shared/schemas/mfa';
import { apiRequest } from '../../../lib/api-client';
import { mfaKeys } from './mfa-keys';

export function getMfaStatus() {
  return apiRequest('/me/mfa', { schema: mfaStatusSchema });
}

export const useMfaStatus = () => useQuery({ queryKey: mfaKeys.status(), queryFn: getMfaStatus });

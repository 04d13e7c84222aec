import { useMutation } from '@tanstack/react-query';
import { mfaSetupResponseSchema } from '@canopy/shared/schemas/mfa';
import { apiRequest } from '../../../lib/api-client';

export function startMfaSetup() {
  return apiRequest('/me/mfa/setup', { method: 'POST', schema: mfaSetupResponseSchema });
}

/** A new secret each time: a setup left half-way is simply started again. */
export const useMfaSetup = () => useMutation({ mutationFn: startMfaSetup });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  mfaEnableResponseSchema,
  mfaSetupResponseSchema,
  mfaStatusSchema,
  type MfaDisableBody,
} from '@canopy/shared/schemas/mfa';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the two-factor feature. */
export const mfaKeys = { status: ['me', 'mfa'] as const };

export const useMfaStatus = () =>
  useQuery({ queryKey: mfaKeys.status, queryFn: () => apiRequest('/me/mfa', { schema: mfaStatusSchema }) });

/** A new secret each time: a setup left half-way is simply started again. */
export const useMfaSetup = () =>
  useMutation({
    mutationFn: () => apiRequest('/me/mfa/setup', { method: 'POST', schema: mfaSetupResponseSchema }),
  });

export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/me/mfa/enable', { method: 'POST', body: { code }, schema: mfaEnableResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.status }),
  });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MfaDisableBody) => apiRequest('/me/mfa/disable', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.status }),
  });
}

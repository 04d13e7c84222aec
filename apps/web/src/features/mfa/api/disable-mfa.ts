import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaDisableBody } from '@canopy/shared/schemas/mfa';
import { apiRequest } from '../../../lib/api-client';
import { mfaKeys } from './mfa-keys';

export function disableMfa(body: MfaDisableBody): Promise<void> {
  return apiRequest('/me/mfa/disable', { method: 'POST', body });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.all }),
  });
}

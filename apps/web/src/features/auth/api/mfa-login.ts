import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokenResponseSchema, type TokenResponse } from '@canopy/shared/schemas/auth';
import type { MfaLoginBody } from '@canopy/shared/schemas/mfa';
import { apiRequest } from '../../../lib/api-client';
import { setMfaEnrollmentPending, storeToken } from '../../../lib/auth-token';

export function completeMfaLogin(body: MfaLoginBody): Promise<TokenResponse> {
  return apiRequest('/auth/mfa', { method: 'POST', body, schema: tokenResponseSchema });
}

/** The login's second step: a code (or a recovery code) turns the mfaToken into a stored session. */
export function useCompleteMfaLogin(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMfaLogin,
    onSuccess: ({ token }) => {
      queryClient.clear();
      storeToken(token, email.trim());
      setMfaEnrollmentPending(false);
    },
  });
}

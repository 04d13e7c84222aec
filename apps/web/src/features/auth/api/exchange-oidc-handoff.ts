import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OidcExchangeBody } from '@canopy/shared/schemas/auth';
import { loginResponseSchema, type LoginResponse } from '@canopy/shared/schemas/mfa';
import { apiRequest } from '../../../lib/api-client';
import { setMfaEnrollmentPending, storeToken } from '../../../lib/auth-token';

/** `POST /api/auth/oidc/exchange`: the one-time code the provider's callback left turns into a session. */
export function exchangeOidcHandoff(handoff: string): Promise<LoginResponse> {
  const body: OidcExchangeBody = { handoff };
  return apiRequest('/auth/oidc/exchange', {
    method: 'POST',
    body,
    schema: loginResponseSchema,
  });
}

/**
 * Stores the session as the password login does. The provider gave no login name to show, so any
 * previous user's is cleared rather than kept beside the new session; cached data is dropped too.
 */
export function useExchangeOidcHandoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeOidcHandoff,
    onSuccess: (answer) => {
      if (answer.token === undefined) return;
      queryClient.clear();
      storeToken(answer.token, '');
      setMfaEnrollmentPending(answer.mfaEnrollmentRequired === true);
    },
  });
}

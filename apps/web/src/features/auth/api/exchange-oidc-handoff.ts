import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OidcExchangeBody } from '@canopy/shared/schemas/auth';
import { loginResponseSchema, type LoginResponse } from '@canopy/shared/schemas/mfa';
import { userSchema } from '@canopy/shared/schemas/users';
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
 * The session stored as the password login stores it, with the account's e-mail as its login name: the
 * person typed none here, so it is read with the new token (`GET /api/auth/me`). Until that answers, no
 * previous user's name stays beside the new session; cached data is dropped too.
 */
async function storeSession(answer: LoginResponse): Promise<void> {
  if (answer.token === undefined) return;
  storeToken(answer.token, '');
  setMfaEnrollmentPending(answer.mfaEnrollmentRequired === true);
  const me = await apiRequest('/auth/me', { schema: userSchema }).catch(() => null);
  if (me) storeToken(answer.token, me.email);
}

export function useExchangeOidcHandoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (handoff: string) => {
      const answer = await exchangeOidcHandoff(handoff);
      queryClient.clear();
      await storeSession(answer);
      return answer;
    },
  });
}

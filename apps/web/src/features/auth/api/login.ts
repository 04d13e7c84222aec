import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@canopy/shared/schemas/auth';
import { loginResponseSchema, type LoginResponse } from '@canopy/shared/schemas/mfa';
import { apiRequest } from '../../../lib/api-client';
import { setMfaEnrollmentPending, storeToken } from '../../../lib/auth-token';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest('/auth/login', { method: 'POST', body, schema: loginResponseSchema });
}

/**
 * Logs in and stores the token and login name; cached data of any previous user is dropped. An answer
 * that asks for the second factor stores nothing: the form goes on to ask for the code.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer, body) => {
      if (answer.token === undefined) return;
      queryClient.clear();
      storeToken(answer.token, body.email.trim());
      setMfaEnrollmentPending(answer.mfaEnrollmentRequired === true);
    },
  });
}

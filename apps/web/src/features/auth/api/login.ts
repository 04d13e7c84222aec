import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokenResponseSchema, type LoginBody, type TokenResponse } from '@canopy/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { storeToken } from '../../../lib/auth-token';

export function login(body: LoginBody): Promise<TokenResponse> {
  return apiRequest('/auth/login', { method: 'POST', body, schema: tokenResponseSchema });
}

/** Logs in and stores the token and login name; cached data of any previous user is dropped. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }, body) => {
      queryClient.clear();
      storeToken(token, body.email.trim());
    },
  });
}

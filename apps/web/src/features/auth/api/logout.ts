import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-token';

/** Revokes the session on the server; the local token is cleared whether or not that succeeds. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST' });
  } catch {
    // The session may already be gone server-side; logging out locally is what matters.
  } finally {
    clearToken();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}

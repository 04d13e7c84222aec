import { useQuery } from '@tanstack/react-query';
import { authOptionsSchema, type AuthOptions } from '@canopy/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** `GET /api/auth/options` (public): how this server lets people log in. */
export function getAuthOptions(): Promise<AuthOptions> {
  return apiRequest('/auth/options', { schema: authOptionsSchema });
}

/**
 * The login page's options. Not retried: a server without the route (or down) answers with the password
 * form at once, as the login page was before single sign-on.
 */
export function useAuthOptions() {
  return useQuery({
    queryKey: authKeys.options(),
    queryFn: getAuthOptions,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getValidToken } from '../../lib/auth-token';

/**
 * `beforeLoad` guard for pages that need a session: without a valid (decodable, unexpired) token it
 * redirects to /login and remembers where the user was going.
 */
export function requireLogin({ location }: { location: ParsedLocation }): void {
  if (getValidToken()) return;
  throw redirect({ to: '/login', search: { redirect: location.href } });
}

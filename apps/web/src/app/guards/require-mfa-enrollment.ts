import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getValidToken, isMfaEnrollmentPending } from '../../lib/auth-token';

/** The pages a session that must first turn two-factor login on may show. */
const OPEN_WHILE_ENROLLING = new Set(['/account/security', '/login']);

/**
 * Root `beforeLoad`: while the login says the role needs two-factor login and it is not on yet, every
 * other page sends the user to the security page, where the panel explains why (the server refuses the
 * other calls anyway).
 */
export function requireMfaEnrollment({ location }: { location: ParsedLocation }): void {
  if (!getValidToken() || !isMfaEnrollmentPending()) return;
  if (OPEN_WHILE_ENROLLING.has(location.pathname)) return;
  throw redirect({ to: '/account/security' });
}

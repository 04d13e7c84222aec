import { useMemo, useSyncExternalStore } from 'react';
import type { Actor } from '@canopy/shared/permissions';
import {
  getSession,
  getValidToken,
  isMfaEnrollmentPending,
  subscribeToken,
  type Session,
} from './auth-token';

export interface SessionState {
  session: Session | null;
  /** The logged-in user as the permission predicates want it, or null. */
  actor: Actor | null;
  /** The session may only turn two-factor login on until it does (the role requires it). */
  mfaEnrollmentPending: boolean;
}

/** The current session from the stored token; re-renders on login, logout and token refresh. */
export function useSession(): SessionState {
  const token = useSyncExternalStore(subscribeToken, getValidToken, () => null);
  const pending = useSyncExternalStore(subscribeToken, isMfaEnrollmentPending, () => false);
  return useMemo(() => {
    const session = token ? getSession() : null;
    const actor = session ? { id: session.payload.id, role: session.payload.role } : null;
    return { session, actor, mfaEnrollmentPending: session !== null && pending };
  }, [token, pending]);
}

import type { Generated } from 'kysely';

/** A signed-in session; tokens name it, so revoking the row revokes the token at once. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The raw User-Agent of the browser that first used the session, truncated. */
  user_agent: string | null;
  /** Read from the User-Agent when recorded ("Firefox", "Android"), for the sessions list. */
  browser: string | null;
  os: string | null;
  /** The client address of the last recorded use. */
  ip_address: string | null;
  /** Written at most once a minute (LAST_USED_RESOLUTION_MS); null until first used. */
  last_used_at: string | null;
  /** 1 while the session may only turn two-factor login on (its user's role requires it); 0 otherwise. */
  mfa_enrollment_pending: Generated<number>;
}

/** A signed-in session; tokens name it, so revoking the row revokes the token at once. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** One failed login, counted per account and per client address for throttling. */
export interface LoginFailuresTable {
  id: string;
  key: string;
  failed_at: string;
}

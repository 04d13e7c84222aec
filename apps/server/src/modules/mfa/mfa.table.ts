/** A user's second factor: a pending secret while setting up, the confirmed one once turned on. */
export interface UserMfaTable {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: string | null;
  last_used_step: number | null;
  created_at: string;
  updated_at: string;
}

/** One single-use recovery code, stored as its SHA-256. */
export interface MfaRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** The second step of a login in progress; `id` is the SHA-256 of the mfaToken handed out. */
export interface MfaChallengesTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

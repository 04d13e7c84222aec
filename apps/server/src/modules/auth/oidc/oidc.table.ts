/** A provider account (issuer, subject) linked to a Canopy user. */
export interface OidcIdentitiesTable {
  id: string;
  issuer: string;
  subject: string;
  user_id: string;
  created_at: string;
  last_login_at: string;
}

/** A login sent to the provider and not yet back: single use, 10 minutes. */
export interface OidcLoginStatesTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  binding_hash: string;
  expires_at: string;
}

/** A finished callback's outcome, for the web app to collect once within 60 seconds. */
export interface OidcHandoffsTable {
  code_hash: string;
  binding_hash: string;
  user_id: string | null;
  error_status: number | null;
  error_code: string | null;
  expires_at: string;
}

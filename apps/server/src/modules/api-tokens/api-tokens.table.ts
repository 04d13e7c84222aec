import type { ApiTokenScope } from '@canopy/shared/api-tokens';

/** A script's token: only its SHA-256 is kept, so a stolen database holds no usable token. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  scope: ApiTokenScope;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Written at most once a minute (LAST_USED_RESOLUTION_MS); null until first used. */
  last_used_at: string | null;
}

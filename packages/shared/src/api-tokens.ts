/**
 * API tokens for scripts and integrations, shared by the server (issuing, checking)
 * and the web app (the form, the curl example). Pure data only.
 */

/** Every API token starts with it: the server tells one from a session token by it, and so can a scanner. */
export const API_TOKEN_PREFIX = 'cnp_';
/** Random bytes after the prefix, written as base64url (43 characters). */
export const API_TOKEN_BYTES = 32;

/** `read` allows GET and HEAD only; `write` allows what the owner may do. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_NAME_MAX_LENGTH = 100;
export const API_TOKEN_EXPIRY_MIN_DAYS = 1;
export const API_TOKEN_EXPIRY_MAX_DAYS = 365;
export const API_TOKEN_EXPIRY_DEFAULT_DAYS = 90;
/** Live (unexpired) tokens one user may hold at once. */
export const API_TOKENS_PER_USER = 50;

/** How often at most a session's or a token's "last used" is written: reads must not all become writes. */
export const LAST_USED_RESOLUTION_MS = 60_000;

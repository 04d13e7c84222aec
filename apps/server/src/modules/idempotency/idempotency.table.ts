/**
 * One caller's Idempotency-Key and, once its first request has answered, that answer. A row whose
 * `status` is null is a claim: its request is still running.
 */
export interface IdempotencyKeysTable {
  user_id: string;
  /** The UUID the client sent, in lower case. */
  key: string;
  /** `METHOD /path?query` of the first request: the key sent anywhere else is a reuse. */
  request: string;
  /** SHA-256 (hex) of the first request's body; null while a multipart body is still being read. */
  body_hash: string | null;
  /** Who holds the claim: only they may store the answer or give the key back. */
  claim: string;
  status: number | null;
  content_type: string | null;
  /** The answer's headers worth repeating (`location`), as a JSON object. */
  headers: string | null;
  body: string | null;
  created_at: string;
  expires_at: string;
}

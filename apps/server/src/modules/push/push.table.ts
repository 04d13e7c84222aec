/** One browser's push subscription (one device of one user); the endpoint is the push service's address. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  /** The browser's P-256 public key and authentication secret, base64url (RFC 8291). */
  p256dh: string;
  auth: string;
  created_at: string;
  last_success_at: string | null;
}

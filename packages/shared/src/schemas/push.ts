import { z } from 'zod';

/** Subscription keys as browsers give them: base64url without padding (RFC 8291). */
const base64url = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), `must be ${bytes} bytes in base64url`);
};

/** A push service's endpoint is longer than anything here; this only bounds what we store. */
const ENDPOINT_MAX_LENGTH = 2048;

const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && url.hostname === '127.0.0.1';

/**
 * The endpoint a browser's push service gave: https only, since the payload's encryption does not hide
 * who is told; `allowLoopbackHttp` lets a test's receiver on http://127.0.0.1 stand in for the service.
 */
export function pushEndpointSchema(options: { allowLoopbackHttp?: boolean } = {}) {
  return z
    .url()
    .max(ENDPOINT_MAX_LENGTH)
    .refine((value) => {
      // Refinements run after a failed format check too: a value that is no URL is refused there.
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return url.protocol === 'https:' || (options.allowLoopbackHttp === true && isLoopbackHttp(url));
    }, 'must be an https:// URL');
}

/** `POST /api/me/push-subscriptions`: what `PushSubscription.toJSON()` gives, without `expirationTime`. */
export function pushSubscriptionBodySchema(options: { allowLoopbackHttp?: boolean } = {}) {
  return z.object({
    endpoint: pushEndpointSchema(options),
    // An uncompressed P-256 point and a 16-byte authentication secret.
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  });
}
export type PushSubscriptionBody = z.input<ReturnType<typeof pushSubscriptionBodySchema>>;

/** `DELETE /api/me/push-subscriptions`: which of the caller's subscriptions ends. */
export function pushUnsubscribeBodySchema(options: { allowLoopbackHttp?: boolean } = {}) {
  return z.object({ endpoint: pushEndpointSchema(options) });
}
export type PushUnsubscribeBody = z.input<ReturnType<typeof pushUnsubscribeBodySchema>>;

export const pushPublicKeySchema = z.object({
  /** The VAPID public key, base64url: `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What the service worker receives, as JSON inside the encrypted push message. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the web app, e.g. the alert's device page. */
  url: z.string(),
  /** A later message with the same tag replaces the earlier one on the screen. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

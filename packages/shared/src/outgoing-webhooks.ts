/**
 * The vocabulary of outgoing webhooks, shared by the server (validation, delivery) and
 * the web app (form, labels). Pure data and pure functions only.
 */

export const WEBHOOK_EVENTS = [
  'alert.opened',
  'alert.acknowledged',
  'alert.resolved',
  'device.offline',
  'device.online',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * What a delivery may carry: the events a hook subscribes to, and `automation.fired`, which an
 * automation's `webhook` action (DESIGN 24) sends to the one hook it names, whatever the hook hears.
 */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, 'automation.fired'] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

/**
 * A delivery's life: `pending` until the receiver answers 2xx (`delivered`) or the attempts run out
 * (`failed`); `cancelled` when its webhook was switched off (by an admin, or by a 410 Gone) before it went.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Why Canopy switched a webhook off by itself: the receiver answered 410 Gone. */
export const WEBHOOK_DISABLED_REASONS = ['gone'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
export const WEBHOOK_DELIVERIES_PAGE_SIZE_MAX = 100;

/** Headers of every delivery; a receiver checks the signature and may drop a delivery id it has seen. */
export const WEBHOOK_HEADERS = {
  signature: 'X-Canopy-Signature',
  event: 'X-Canopy-Event',
  delivery: 'X-Canopy-Delivery',
} as const;

export type WebhookUrlProblem = 'invalid' | 'scheme' | 'credentials';

/**
 * What is wrong with a receiver's address, or null: it must be an absolute http(s) URL without
 * `user:password@` (a secret in a URL ends up in logs; the signature is how a receiver trusts us).
 * Private and loopback hosts are fine: receivers usually sit on the same network.
 */
export function webhookUrlProblem(value: string): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.username !== '' || url.password !== '') return 'credentials';
  if (url.hostname === '') return 'invalid';
  return null;
}

import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS, type WebhookDeliveryEvent } from '@canopy/shared/outgoing-webhooks';

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes under the hook's secret. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export interface WebhookRequest {
  url: string;
  secret: string;
  deliveryId: string;
  event: WebhookDeliveryEvent;
  body: string;
}

/** The receiver answered; whether that counts as delivered is the outbox's call. */
export interface WebhookAnswer {
  status: number;
}

const USER_AGENT = 'Canopy-Webhooks/1.0';

/**
 * POSTs one delivery. Resolves with the receiver's status, or rejects on a network error or after
 * `timeoutMs` (a hung receiver never holds the outbox). Redirects are not followed: a hook's URL is
 * what the admin typed, and a 3xx is retried like any other non-2xx answer.
 */
export async function sendWebhook(request: WebhookRequest, timeoutMs: number): Promise<WebhookAnswer> {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      [WEBHOOK_HEADERS.event]: request.event,
      [WEBHOOK_HEADERS.delivery]: request.deliveryId,
      [WEBHOOK_HEADERS.signature]: webhookSignature(request.secret, request.body),
    },
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The answer's body is not ours to read; dropping it frees the connection.
  await response.body?.cancel().catch(() => undefined);
  return { status: response.status };
}

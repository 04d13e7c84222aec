import type { PushPayload } from '@canopy/shared/schemas/push';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessageOptions {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** Aborts the request (the outbox's deadline for one send). */
  signal?: AbortSignal;
}

/** The push service refused the message; `gone` (404/410) means the subscription no longer exists. */
export class PushError extends Error {
  override name = 'PushError';
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`The push service answered ${status}`);
  }

  get gone(): boolean {
    return this.status === 404 || this.status === 410;
  }

  /** A refusal of the message itself (too large, malformed): sending it again cannot help. */
  get permanent(): boolean {
    return this.gone || (this.status >= 400 && this.status < 500 && this.status !== 429);
  }
}

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload, options: PushMessageOptions): Promise<void>;
}

const retryAfterOf = (header: string | null): number | null => {
  const seconds = Number(header);
  return header !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
};

/**
 * Sends Web Push messages: the payload encrypted for the browser (RFC 8291, aes128gcm) and signed with
 * VAPID (RFC 8292) by `web-push`, then POSTed with fetch, so a hung push service times out and a test's
 * receiver can speak plain HTTP on the loopback address.
 */
export function createPushSender(settings: {
  keys: VapidKeys;
  subject: string;
  timeoutMs?: number;
}): PushSender {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    publicKey: settings.keys.publicKey,
    async send(target, payload, options) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: settings.subject,
            publicKey: settings.keys.publicKey,
            privateKey: settings.keys.privateKey,
          },
          contentEncoding: 'aes128gcm',
          TTL: options.ttlSeconds,
          urgency: options.urgency,
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body === null ? null : new Uint8Array(request.body),
        // The endpoint is the push service's own address; a redirect is not followed anywhere else.
        redirect: 'manual',
        signal: options.signal
          ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)])
          : AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status > 299)
        throw new PushError(response.status, retryAfterOf(response.headers.get('retry-after')));
    },
  };
}

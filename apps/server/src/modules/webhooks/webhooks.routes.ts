import { timingSafeEqual } from 'node:crypto';
import { okResponseSchema } from '@canopy/shared/schemas/devices';
import { z } from 'zod';
import { AppError, unauthenticated } from '../../lib/app-error.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { DeviceSync } from '../devices/device-sync.ts';

/** Particle's default webhook fields, form-encoded or JSON. */
const bodySchema = z.object({
  event: z.string().min(1).max(64),
  data: z.string().max(16_384).nullish(),
  coreid: z.string().min(1).max(64),
  published_at: z.string().min(1).max(64),
});

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `POST /api/webhooks/particle`: the alternative to the event stream. Public route authenticated by the
 * shared secret (header `x-webhook-secret`); storage is keyed by (device, ts), so redeliveries are harmless.
 */
export function registerWebhookRoutes(app: AppInstance, sync: DeviceSync, secret: string | undefined): void {
  void app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    (scoped as AppInstance).post(
      '/api/webhooks/particle',
      {
        config: { policy: 'public' },
        schema: {
          operationId: 'receiveParticleEvent',
          summary: 'Receive a Particle event',
          errors: [401, 404],
          security: [{ particleWebhookSecret: [] }],
          tags: ['devices'],
          description: 'Particle webhook receiver (shared secret).',
          body: bodySchema,
          response: { 200: okResponseSchema },
        },
        // The secret is checked before the body is parsed or validated.
        onRequest: async (request) => {
          if (!secret) throw new AppError(404, 'route.not_found', 'Not found');
          const given = request.headers['x-webhook-secret'];
          if (typeof given !== 'string' || !sameSecret(given, secret)) throw unauthenticated();
        },
      },
      async (request) => {
        const { event, data, coreid, published_at } = request.body;
        // Acknowledged only once committed: the cloud does not resend what we answered 200 to.
        await sync.handleEvent(
          { name: event, data: data ?? null, coreid: coreid.toLowerCase(), publishedAt: published_at },
          { durable: true },
        );
        return { ok: true as const };
      },
    );
  });
}

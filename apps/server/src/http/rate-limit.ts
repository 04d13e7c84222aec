import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Routes never limited: probes must answer however busy an instance is, and the device cloud's webhook
 * carries readings that are not ours to drop. The web app's own files are not calls: a page load fetches
 * dozens of them, anonymously, and a grow room's staff often share one address.
 */
export function isRateLimited(path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  return !path.startsWith('/api/health') && path !== '/api/webhooks/particle';
}

/**
 * Whom a call is counted against: the signed-in user (every session and device of theirs together), or
 * the address of an anonymous caller. Runs after the policy hook, which is first on every route, so the
 * caller is known; a refused token stops there and costs no count.
 */
const callerKey = (request: FastifyRequest) =>
  request.actor ? `user:${request.actor.id}` : `address:${request.ip}`;

/**
 * The global rate limit, per instance (each instance counts its own calls: with N instances behind a
 * balancer a caller may make up to N times as many). Registered before the routes, which it hooks as they
 * are added.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number | undefined): Promise<void> {
  if (!perMinute) return;
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: callerKey,
    allowList: (request) => !isRateLimited(request.url.split('?', 1)[0] ?? ''),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'request.throttled', 'Too many requests', {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}

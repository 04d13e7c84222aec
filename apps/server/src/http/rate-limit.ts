import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/app-error.ts';
import { createClusterRateCounter, type ClusterRateCounter } from './cluster-rate-counter.ts';

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

/** The plugin's store over the cluster's counts: one per app, whatever route asks. */
function clusterStore(counter: ClusterRateCounter) {
  return class ClusterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      counter.count(key, timeWindow, max).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * The global rate limit. On PostgreSQL the calls are counted in the database, so the limit holds for the
 * cluster however many instances share the load (`cluster-rate-counter.ts`); on SQLite, which runs in
 * one process, in memory. Registered before the routes, which it hooks as they are added.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  perMinute: number | undefined,
  shared?: { database: DatabaseHandle; clock: Clock },
): Promise<void> {
  if (!perMinute) return;
  const cluster =
    shared?.database.dialect === 'postgres'
      ? createClusterRateCounter({ db: shared.database.db, clock: shared.clock, log: app.log })
      : null;
  // An exempt route gets no hook at all (the plugin skips a route whose config says so), instead of a
  // hook on every request that only finds the route exempt: probes answer at the framework's own cost.
  // The web app's wildcard route also serves unknown /api paths, so it stays hooked for the allow list.
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*') || isRateLimited(route.url)) return;
    route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    ...(cluster ? { store: clusterStore(cluster) } : {}),
    // The database not answering is no reason to refuse a call: it is let through uncounted (and logged).
    skipOnError: true,
    keyGenerator: callerKey,
    allowList: (request) => !isRateLimited(request.url.split('?', 1)[0] ?? ''),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'request.throttled', 'Too many requests', {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}

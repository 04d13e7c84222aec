import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/app-error.ts';
import { appErrorBody } from './error-handler.ts';
import { createClusterRateCounter } from './cluster-rate-counter.ts';
import { createMemoryRateCounter } from './memory-rate-counter.ts';
import type { RateCounter, WindowCount } from './rate-counter.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const WINDOW_MS = 60_000;

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

const throttled = (count: WindowCount) =>
  new AppError(429, 'request.throttled', 'Too many requests', { 'retry-after': String(seconds(count.ttl)) });

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes its socket over (a live stream): its answer never passes through onSend. */
    streams?: true;
  }
}

/**
 * A read's count waits beside its handler instead of before it: reading changes nothing, so a read past
 * the limit may run and have its answer replaced by the refusal. A route that streams is the exception:
 * its answer never passes through onSend, so it is counted first like a write.
 */
const countsBeside = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.routeOptions.config.streams !== true;

/** What a read's answer keeps when it is replaced by the refusal: our own headers, and the limit's. */
const KEPT_ON_REFUSAL = new Set([
  ...Object.keys(SECURITY_HEADERS),
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);

/** A read's count in flight, settled in onSend (null: the database did not answer, so it went uncounted). */
const pendingCounts = new WeakMap<FastifyRequest, Promise<WindowCount | null>>();

/**
 * Where calls are counted: on PostgreSQL in the database, so the limit holds for the cluster however many
 * instances share the load (`cluster-rate-counter.ts`); on SQLite, which runs in one process, in memory.
 */
export const rateCounterFor = (
  database: DatabaseHandle,
  clock: Clock,
  log: FastifyBaseLogger,
): RateCounter =>
  database.dialect === 'postgres'
    ? createClusterRateCounter({ db: database.db, clock, log })
    : createMemoryRateCounter(clock);

/**
 * The global rate limit: calls a minute per user, or per address for anonymous callers. A write waits for
 * its count before its handler runs; a read's count, which on PostgreSQL is a round trip, runs beside its
 * handler, so a read costs no time for it. Every answer says the limit, what is left and when it resets;
 * a refusal is 429 `request.throttled` with Retry-After.
 */
export function registerRateLimit(app: FastifyInstance, perMinute: number, counter: RateCounter): void {
  const describe = (reply: FastifyReply, count: WindowCount) =>
    reply.headers({
      'x-ratelimit-limit': String(perMinute),
      'x-ratelimit-remaining': String(Math.max(0, perMinute - count.current)),
      'x-ratelimit-reset': String(seconds(count.ttl)),
    });

  /** The database not answering is no reason to refuse a call: it goes through uncounted (and logged). */
  const uncounted = (request: FastifyRequest) => (error: unknown) => {
    request.log.warn({ err: error }, 'call not counted for the rate limit');
    return null;
  };

  const limit: onRequestHookHandler = (request, reply, done) => {
    // The web app's wildcard route also answers unknown /api paths, which are counted.
    if (!isRateLimited(request.url.split('?', 1)[0] ?? '')) return done();
    const counted = counter.count(callerKey(request), WINDOW_MS, perMinute);
    if (!(counted instanceof Promise)) {
      describe(reply, counted);
      return done(counted.current > perMinute ? throttled(counted) : undefined);
    }
    if (countsBeside(request)) {
      pendingCounts.set(request, counted.catch(uncounted(request)));
      return done();
    }
    counted.then(
      (count) => {
        describe(reply, count);
        done(count.current > perMinute ? throttled(count) : undefined);
      },
      (error: unknown) => {
        uncounted(request)(error);
        done();
      },
    );
  };

  const settle: onSendHookHandler = (request, reply, payload, done) => {
    const pending = pendingCounts.get(request);
    if (!pending) return done(null, payload);
    pendingCounts.delete(request);
    void pending.then((count) => {
      if (!count) return done(null, payload);
      describe(reply, count);
      if (count.current <= perMinute) return done(null, payload);
      // The read's answer is dropped for the refusal, as the error handler writes it: its stream closed,
      // and the headers it set (a file's length, name and caching) gone with it.
      if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function') {
        (payload as { destroy(): void }).destroy();
      }
      for (const name of Object.keys(reply.getHeaders())) {
        if (!KEPT_ON_REFUSAL.has(name)) reply.removeHeader(name);
      }
      const refusal = throttled(count);
      reply.code(refusal.statusCode).headers(refusal.headers).type('application/json; charset=utf-8');
      done(null, JSON.stringify(appErrorBody(refusal)));
    });
  };

  // An exempt route gets no hook at all, instead of a hook on every request that only finds the route
  // exempt: probes answer at the framework's own cost. Added after the policy hooks, so the caller is known.
  app.addHook('onRoute', (route) => {
    if (!route.url.includes('*') && !isRateLimited(route.url)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), limit];
    route.onSend = [...[route.onSend ?? []].flat(), settle];
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../../lib/app-error.ts';
import type { Metrics } from './metrics.ts';

/** Where a request matched no route (a 404 of the not-found handler): one label, not the raw URL. */
const UNMATCHED_ROUTE = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's content nor its length shows in the timing. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return false;
  return timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/**
 * `GET /metrics` for Prometheus, outside `/api`: guarded by its own bearer token (`METRICS_TOKEN`), not by
 * a user's role, and left out of the OpenAPI document. Without a token the route answers 404 as if it did
 * not exist (it is still registered, so the web app's history fallback never serves a page there).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics | null, token: string | undefined) {
  if (!metrics || !token) {
    app.get('/metrics', { schema: { hide: true } }, () => {
      throw new AppError(404, 'route.not_found', 'Not found');
    });
    return;
  }

  // The route pattern (`/api/bugs/:id`), never the raw URL, keeps the label set bounded.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      // Checked before anything else is done for the request.
      onRequest: async (request) => {
        if (!carriesToken(request, token)) throw unauthenticated();
      },
    },
    async (_request, reply) => {
      const text = await metrics.scrape();
      return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}

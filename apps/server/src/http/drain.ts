import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** How long in-flight requests may take to finish once draining begins; past it their connections are cut. */
export const DRAIN_GRACE_MS = 10_000;

/** How often connections that went idle during the drain are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Fastify's own answer while closing is `{error, message, statusCode}`, written straight to the socket
 * without our headers: turned off (the `Fastify()` options), so `drainRefusal` answers instead.
 */
export const drainOptions = { return503OnClosing: false } as const;

/** Apps that are draining: from the first moment, before Fastify's own closing flag is visible to us. */
const draining = new WeakSet<FastifyInstance>();

/** A second is enough for a balancer to send the retry to another instance. */
const serverDraining = () =>
  new AppError(503, 'server.draining', 'The server is shutting down; try again', { 'retry-after': '1' });

/**
 * While the app drains, every request (readiness probes included) is refused with our usual error body
 * and headers, like any other error answer. Returns the check the first hook of every request calls
 * (`registerSecurityHeaders`), right after setting the headers, so the refusal carries them, costs no
 * token check, and serving costs no hook of its own.
 */
export function drainRefusal(app: FastifyInstance): () => AppError | undefined {
  // `app.close()` without `drainApp` (tests, a failed start) drains too.
  app.addHook('preClose', async () => void draining.add(app));
  return () => (draining.has(app) ? serverDraining() : undefined);
}

export interface DrainResult {
  /** Requests were still running when the grace period ended, and their connections were cut. */
  forced: boolean;
}

/**
 * Takes the app out of service, in an order that lets a load balancer move traffic away first: from the
 * first moment every request, `GET /api/health/ready` included, is answered 503 `server.draining`
 * (`drainRefusal`) and no new connection is accepted; event streams end with a `retry:` hint (their preClose hook);
 * in-flight requests get `graceMs` to finish; then the onClose hooks stop the jobs, which releases their
 * advisory locks, and the live listener. The caller closes the database after.
 */
export async function drainApp(app: FastifyInstance, graceMs = DRAIN_GRACE_MS): Promise<DrainResult> {
  let forced = false;
  // A keep-alive connection whose request finishes during the drain would otherwise stay open until its
  // keep-alive timeout (72 s): Node closes only the connections idle at the moment close begins.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => {
    forced = true;
    app.server.closeAllConnections();
  }, graceMs);
  const served = () => {
    clearInterval(sweep);
    clearTimeout(deadline);
  };
  // The grace period is the requests'; stopping the jobs after them is not cut short.
  app.server.once('close', served);
  draining.add(app);
  try {
    await app.close();
  } finally {
    app.server.off('close', served);
    served();
  }
  return { forced };
}

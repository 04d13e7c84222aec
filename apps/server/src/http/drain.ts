import type { FastifyInstance } from 'fastify';

/** How long in-flight requests may take to finish once draining begins; past it their connections are cut. */
export const DRAIN_GRACE_MS = 10_000;

/** How often connections that went idle during the drain are closed. */
const IDLE_SWEEP_MS = 50;

export interface DrainResult {
  /** Requests were still running when the grace period ended, and their connections were cut. */
  forced: boolean;
}

/**
 * Takes the app out of service, in an order that lets a load balancer move traffic away first: from the
 * first moment every request, `GET /api/health/ready` included, is answered 503 (Fastify's closing state)
 * and no new connection is accepted; event streams end with a `retry:` hint (their preClose hook);
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
  try {
    await app.close();
  } finally {
    app.server.off('close', served);
    served();
  }
  return { forced };
}

import type { DatabaseHandle } from '../db/database.ts';
import type { Job } from '../jobs/job-registry.ts';
import type { Clock } from '../lib/clock.ts';
import type { AppInstance } from './app-instance.ts';
import { drainRefusal } from './drain.ts';
import { registerErrorHandlers } from './error-handler.ts';
import { registerIdempotency } from './idempotency.ts';
import { registerOpenApi } from './openapi.ts';
import { registerPolicies, type Authenticator } from './policy.ts';
import { rateCounterFor, registerRateLimit } from './rate-limit.ts';
import { registerNulRefusal } from './refuse-nul.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export interface RequestPipelineDeps {
  database: DatabaseHandle;
  clock: Clock;
  /** Calls a minute per user, or per address for anonymous callers (RATE_LIMIT_PER_MINUTE); unset is off. */
  rateLimitPerMinute?: number;
}

/**
 * What every request goes through before its route, registered before any route and in this order: the
 * error answers, security headers, refusal while draining, policies, the rate limit, NUL refusal,
 * Idempotency-Key, and the OpenAPI document's collection of routes. Gives back the idempotency store and
 * its `idempotency-sweep` job.
 */
export async function registerRequestPipeline(
  app: AppInstance,
  auth: Authenticator,
  deps: RequestPipelineDeps,
) {
  registerErrorHandlers(app);
  // Headers first: a request the policy refuses still gets its answer with every security header.
  registerSecurityHeaders(app, drainRefusal(app));
  registerPolicies(app, auth);
  // After the policies: its hook then runs second on every route, once the caller is known.
  if (deps.rateLimitPerMinute) {
    const counter = rateCounterFor(deps.database, deps.clock, app.log);
    registerRateLimit(app, deps.rateLimitPerMinute, counter);
  }
  registerNulRefusal(app);
  // Before the routes it hooks (the writes a phone may send twice); its hooks run after the policy's.
  const idempotency = registerIdempotency(app, { db: deps.database.db, clock: deps.clock });
  await registerOpenApi(app);
  const jobs: Job[] = [{ name: 'idempotency-sweep', everyMs: 15 * 60_000, run: () => idempotency.sweep() }];
  return { idempotency, jobs };
}

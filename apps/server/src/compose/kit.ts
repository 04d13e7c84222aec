import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { createAppEvents } from '../lib/app-events.ts';
import { systemClock } from '../lib/clock.ts';

/**
 * What nearly every module is made with: the database, the clock, the app's log and event bus, and the
 * public address links and labels point at.
 */
export function createKit(deps: AppDeps, log: FastifyBaseLogger) {
  return {
    db: deps.database.db,
    database: deps.database,
    clock: deps.clock ?? systemClock,
    log,
    events: createAppEvents((err, event) => log.warn({ err, event }, 'event subscriber failed')),
    publicUrl: deps.publicUrl ?? 'http://localhost:3000',
  };
}

export type Kit = ReturnType<typeof createKit>;

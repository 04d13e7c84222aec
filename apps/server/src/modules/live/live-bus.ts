import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLocalFanOut } from './local-fan-out.ts';
import type { LiveBus } from './live-messages.ts';
import { createPostgresLiveBus } from './postgres-live-bus.ts';

export type { LiveBus, LiveEvent, LiveMessage } from './live-messages.ts';

/** One process: SQLite's deployment, where every browser is connected to this instance. */
export function createInProcessLiveBus(): LiveBus {
  const local = createLocalFanOut();
  return {
    instanceId: randomUUID(),
    publish: (event) => local.deliver(event),
    subscribe: (listener) => local.subscribe(listener),
    get size() {
      return local.size;
    },
    start: async () => undefined,
    prune: async () => undefined,
    close: async () => undefined,
  };
}

export interface LiveBusOptions {
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Fans device and alert changes out to open browser streams: in process on SQLite, through PostgreSQL
 * LISTEN/NOTIFY to every instance otherwise, so a browser on any instance hears every event.
 */
export function createLiveBus(options?: LiveBusOptions): LiveBus {
  const dedicatedClient = options?.database.dedicatedClient;
  if (!options || !dedicatedClient) return createInProcessLiveBus();
  return createPostgresLiveBus({
    db: options.database.db,
    dedicatedClient,
    clock: options.clock,
    log: options.log,
  });
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { createLiveEventsRepository } from './live-events.repository.ts';
import type { LiveBus, LiveEvent } from './live-messages.ts';
import {
  LIVE_CHANNEL,
  packEvents,
  parseNotification,
  storedEventsSchema,
  storedReference,
  type Outgoing,
} from './live-wire.ts';
import { createLocalFanOut } from './local-fan-out.ts';
import { createPgListener } from './pg-listener.ts';

/** How long an event stored by id stays readable: receivers read it within moments. */
export const STORED_EVENT_KEEP_MS = 5 * 60_000;

export interface PostgresLiveBusOptions {
  db: Kysely<Database>;
  dedicatedClient: () => pg.Client;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Every instance's browser streams hear every instance's events. An event goes to this
 * instance's own streams at once and to the others through NOTIFY; each instance skips what it hears of
 * its own (the payload names the sender), so every stream gets each event exactly once, and this instance's
 * streams get its events even while its listener is down. After the listener comes back, the streams are
 * told to refetch (`resync`): what other instances said meanwhile is gone.
 */
export function createPostgresLiveBus(options: PostgresLiveBusOptions): LiveBus {
  const { db, log } = options;
  const instanceId = randomUUID();
  const local = createLocalFanOut();
  const stored = createLiveEventsRepository(db);
  let queue: LiveEvent[] = [];
  // Sends and receipts each run in order, one after the other, so no stream sees events reordered.
  let sending: Promise<void> = Promise.resolve();
  let receiving: Promise<void> = Promise.resolve();
  let closed = false;

  async function send(outgoing: Outgoing[]) {
    for (const item of outgoing) {
      let payload: string;
      if ('notify' in item) payload = item.notify;
      else {
        const now = options.clock.now().getTime();
        const id = newId(now);
        await stored.insert({ id, payload: item.store, createdMs: now });
        payload = storedReference(instanceId, id);
      }
      await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(db);
    }
  }

  // What one tick published (a telemetry batch touches many devices) goes out in as few NOTIFYs as fit.
  function flush() {
    if (queue.length === 0) return;
    const outgoing = packEvents(instanceId, queue);
    queue = [];
    sending = sending
      .then(() => send(outgoing))
      .catch((err: unknown) => log.warn({ err }, 'live updates: could not notify the other instances'));
  }

  async function receive(payload: string) {
    const message = parseNotification(payload);
    if (!message) {
      log.warn('live updates: an unknown notification on the channel was ignored');
      return;
    }
    if (message.from === instanceId) return;
    let events: LiveEvent[];
    if ('events' in message) events = message.events;
    else {
      const text = await stored.payloadOf(message.stored);
      if (text === undefined) {
        log.warn({ id: message.stored }, 'live updates: a stored event was pruned before it was read');
        return;
      }
      events = storedEventsSchema.parse(JSON.parse(text));
    }
    for (const event of events) local.deliver(event);
  }

  const listener = createPgListener({
    connect: options.dedicatedClient,
    channel: LIVE_CHANNEL,
    applicationName: `canopy-live ${instanceId}`,
    log,
    onNotification: (payload) => {
      receiving = receiving
        .then(() => receive(payload))
        .catch((err: unknown) => log.warn({ err }, 'live updates: a notification could not be read'));
    },
    onReconnected: () => local.deliver({ type: 'resync', at: Date.now() }),
  });

  return {
    instanceId,
    publish(event) {
      local.deliver(event);
      if (closed) return;
      queue.push(event);
      if (queue.length === 1) setImmediate(flush);
    },
    subscribe: (onMessage) => local.subscribe(onMessage),
    get size() {
      return local.size;
    },
    start: () => listener.start(),
    async prune() {
      await stored.deleteOlderThan(options.clock.now().getTime() - STORED_EVENT_KEEP_MS);
    },
    async close() {
      closed = true;
      await listener.stop();
      flush();
      await sending;
      await receiving;
    },
  };
}

import { kindFromEventName, type DeviceKind } from '@canopy/shared/device-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CloudEvent, DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import { consumeEventStream } from '../../integrations/device-cloud/event-stream.ts';

/**
 * How long a standby keeps the readings it hears: well past a takeover (singleton jobs are taken over
 * within 30 s), so nothing a dead leader had not stored is gone by then.
 */
export const STANDBY_WINDOW_MS = 120_000;

export interface DeviceStreamDeps {
  cloud: DeviceCloud;
  log: FastifyBaseLogger;
  /** Stores one event (device-sync's `handleEvent`). */
  store(event: CloudEvent): Promise<void>;
  /** Of these readings, the ones not stored yet, in the order given. */
  unstored(readings: readonly HeldReading[]): Promise<HeldReading[]>;
}

export interface HeldReading {
  event: CloudEvent;
  kind: DeviceKind;
  ts: number;
  heardAt: number;
}

/**
 * The device cloud's event stream with a hot standby. Every instance keeps the stream open; the one that
 * leads stores what it hears, in order, and the others hold the last STANDBY_WINDOW_MS of readings. A new
 * leader first stores the held readings the database lacks (those its dead leader heard but had not
 * committed), then goes on live: a takeover loses no reading, and history's (device, time) key means a
 * reading stored twice is stored once.
 */
export function createDeviceStream(deps: DeviceStreamDeps) {
  let leading = false;
  let connected = false;
  let held: HeldReading[] = [];
  // One event at a time, so readings are stored (and announced) in the order the cloud sent them.
  let storing: Promise<void> = Promise.resolve();
  const inOrder = (work: () => Promise<void>) => {
    storing = storing.then(work).catch((err: unknown) => deps.log.warn({ err }, 'device event not stored'));
  };

  function hold(event: CloudEvent): void {
    const kind = kindFromEventName(event.name);
    const ts = Date.parse(event.publishedAt);
    if (!kind || Number.isNaN(ts)) return; // only readings are worth replaying; state events come again
    // By arrival, on this machine's clock: the window is about how long a takeover takes.
    const now = performance.now();
    held.push({ event, kind, ts, heardAt: now });
    const kept = held.findIndex((reading) => reading.heardAt >= now - STANDBY_WINDOW_MS);
    if (kept > 0) held = held.slice(kept);
  }

  return {
    /** Keeps the stream open in this instance (the `device-stream` job's standby); returns what stops it. */
    watch(options: { watchdogMs?: number } = {}): () => Promise<void> {
      const consumer = consumeEventStream({
        cloud: deps.cloud,
        watchdogMs: options.watchdogMs ?? 60_000,
        onEvent: (event) => (leading ? inOrder(() => deps.store(event)) : hold(event)),
        onStateChange: (state) => {
          connected = state === 'connected';
          deps.log.info({ state }, 'device event stream');
        },
      });
      return async () => {
        await consumer.stop();
        connected = false;
        await storing;
      };
    },

    /** Stores what the stream brings from now on, after the held readings the database lacks. */
    lead(): () => Promise<void> {
      leading = true;
      const backlog = held;
      held = [];
      if (backlog.length > 0)
        inOrder(async () => {
          const missing = await deps.unstored(backlog);
          if (missing.length > 0) deps.log.info({ readings: missing.length }, 'device stream taken over');
          for (const reading of missing) await deps.store(reading.event);
        });
      return async () => {
        leading = false;
        await storing;
      };
    },

    /** Whether this instance leads a connected stream (for the metrics: their sum over instances is 1). */
    isLeadingConnected: () => leading && connected,
  };
}

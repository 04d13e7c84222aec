import type { DeviceKind } from '@canopy/shared/device-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Reading } from './telemetry-parser.ts';
import { climateVerdicts } from './climate-verdicts.ts';
import { readingKey, telemetryRepository } from './telemetry.repository.ts';

export interface TelemetrySample {
  deviceId: string;
  name: string;
  ts: number;
  reading: Reading;
}

export interface TelemetryWriter {
  enqueue(sample: TelemetrySample): void;
  /** Writes everything queued in one transaction. */
  flush(): Promise<void>;
  close(): Promise<void>;
  /**
   * Those of these readings of one kind that are not stored yet, in their order: the event stream's
   * catch-up stores only what it missed.
   */
  unstored<T extends { deviceId: string; ts: number }>(
    kind: DeviceKind,
    readings: readonly T[],
  ): Promise<T[]>;
}

/**
 * Where each device's current state goes, in the batch's transaction; the devices module owns that
 * table and hands its repository in.
 */
export interface DeviceStateWriter {
  ensure(
    executor: Kysely<Database>,
    device: { id: string; name: string; kind: DeviceKind | null },
    updatedAt: string,
  ): Promise<void>;
  setLatest(
    executor: Kysely<Database>,
    id: string,
    change: { ts: number; latest: string; firmware?: string | null },
    updatedAt: string,
  ): Promise<void>;
}

export interface TelemetryWriterDeps {
  db: Kysely<Database>;
  clock: Clock;
  devices: DeviceStateWriter;
  /** 0 leaves flushing to the caller. */
  flushEveryMs?: number;
  events?: EventPublisher;
}

const bool = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/**
 * Batches telemetry: one transaction per flush keeps SQLite's synchronous=FULL cheap.
 * History rows are keyed by (device_id, ts), so a duplicate delivery changes nothing.
 * `readings.stored` goes out after the commit: whoever hears it can read the rows back.
 */
export function createTelemetryWriter({
  db,
  clock,
  devices,
  flushEveryMs = 500,
  events,
}: TelemetryWriterDeps): TelemetryWriter {
  let queue: TelemetrySample[] = [];
  let flushing: Promise<void> = Promise.resolve();
  const timer =
    flushEveryMs > 0 ? setInterval(() => void flush().catch(() => undefined), flushEveryMs) : null;
  timer?.unref();

  async function write(batch: TelemetrySample[]) {
    const now = clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      const byKind = (kind: DeviceKind) => batch.filter((s) => s.reading.kind === kind);
      await telemetryRepository.insertClimate(
        trx,
        byKind('climate').map(({ deviceId, ts, reading }) => {
          const p = reading.payload as Extract<Reading, { kind: 'climate' }>['payload'];
          return {
            device_id: deviceId,
            ts,
            temperature: p.temperature,
            humidity: p.humidity,
            co2: p.co2,
            vpd: p.vpd,
            light_status: p.lightStatus,
            in_range: climateVerdicts(p),
          };
        }),
      );
      await telemetryRepository.insertSoil(
        trx,
        byKind('soil').map(({ deviceId, ts, reading }) => {
          const p = reading.payload as Extract<Reading, { kind: 'soil' }>['payload'];
          return { device_id: deviceId, ts, ...p, in_medium: bool(p.in_medium) };
        }),
      );
      await telemetryRepository.insertWater(
        trx,
        byKind('water').map(({ deviceId, ts, reading }) => {
          const p = reading.payload as Extract<Reading, { kind: 'water' }>['payload'];
          return {
            device_id: deviceId,
            ts,
            in_rate_lpm: p.in.rate_lpm,
            in_total_l: p.in.total_l,
            out_rate_lpm: p.out.rate_lpm,
            out_total_l: p.out.total_l,
          };
        }),
      );
      // The newest sample per device becomes its current state.
      const newest = new Map<string, TelemetrySample>();
      for (const s of batch) if ((newest.get(s.deviceId)?.ts ?? -1) <= s.ts) newest.set(s.deviceId, s);
      for (const s of newest.values()) {
        await devices.ensure(trx, { id: s.deviceId, name: s.name, kind: s.reading.kind }, now);
        const firmware = s.reading.kind === 'water' ? s.reading.payload.fw : null;
        await devices.setLatest(
          trx,
          s.deviceId,
          { ts: s.ts, latest: JSON.stringify(s.reading.payload), firmware },
          now,
        );
      }
    });
  }

  function flush(): Promise<void> {
    // A failed batch rejects its own callers only; the chain goes on for the next ones.
    flushing = flushing
      .catch(() => undefined)
      .then(async () => {
        if (queue.length === 0) return;
        const batch = queue;
        queue = [];
        await write(batch);
        events?.publish('readings.stored', {
          readings: batch.map((s) => ({ deviceId: s.deviceId, kind: s.reading.kind, ts: s.ts })),
        });
      });
    return flushing;
  }

  return {
    enqueue: (sample) => void queue.push(sample),
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
    async unstored(kind, readings) {
      const known = await telemetryRepository.storedKeys(db, kind, readings);
      return readings.filter((reading) => !known.has(readingKey(reading.deviceId, reading.ts)));
    },
  };
}

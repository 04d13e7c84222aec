import { deviceIdFor, OFFLINE_SINCE_MS, type FleetEntry } from '@canopy/device-simulator/fleet';
import {
  climateHistory,
  sampleTimes,
  soilHistory,
  waterHistory,
  type Resolution,
} from '@canopy/device-simulator/history';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseReading } from '../telemetry/telemetry-parser.ts';
import { createTelemetryWriter, type TelemetrySample } from '../telemetry/telemetry-writer.ts';
import { createDevicesRepository } from './devices.repository.ts';

export interface BackfillOptions {
  fleet: readonly FleetEntry[];
  now: number;
  /** Where the history begins: the water meters have counted since then, the live ones too. */
  from: number;
}

const TABLE = { climate: 'climate_readings', soil: 'soil_readings', water: 'water_readings' } as const;

const MINUTE_MS = 60_000;
/** One-minute readings over the last week, as live ones are; ten-minute ones before keep a first start quick. */
const FINE_DAYS = 7;
const COARSE_MS = 10 * MINUTE_MS;

/**
 * Fills the history of the demo devices so charts, run comparisons and steering are not empty, written
 * through the telemetry writer so the rollups are kept as for live readings. Each device resumes after its
 * newest stored row (a restart adds only the gap) and is written in one transaction.
 */
export async function backfillDemoHistory(
  db: Kysely<Database>,
  clock: Clock,
  options: BackfillOptions,
): Promise<number> {
  const resolution: Resolution = {
    fineFrom: options.now - FINE_DAYS * 86_400_000,
    fineMs: MINUTE_MS,
    coarseMs: COARSE_MS,
  };
  const writer = createTelemetryWriter({ db, clock, devices: createDevicesRepository(db), flushEveryMs: 0 });
  let written = 0;
  for (const entry of options.fleet) {
    const id = deviceIdFor(entry.label);
    const newest = await db
      .selectFrom(TABLE[entry.kind])
      .select((eb) => eb.fn.max('ts').as('ts'))
      .where('device_id', '=', id)
      .executeTakeFirst();
    const from = Math.max(options.from, newest?.ts ? Number(newest.ts) + MINUTE_MS : options.from);
    const to = entry.offline ? options.now - OFFLINE_SINCE_MS : options.now;
    const times = sampleTimes(from, to, resolution);
    const samples =
      entry.kind === 'climate'
        ? climateHistory(id, times, entry.bias, entry.settings)
        : entry.kind === 'soil'
          ? soilHistory(id, times, entry.inMedium ?? true, entry.lights)
          : waterHistory(id, times, options.from);
    for (const { ts, payload } of samples) {
      const sample: TelemetrySample = {
        deviceId: id,
        name: entry.label,
        ts,
        reading: parseReading(entry.kind, payload as unknown as Record<string, unknown>),
      };
      writer.enqueue(sample);
      written += 1;
    }
    await writer.flush();
  }
  return written;
}

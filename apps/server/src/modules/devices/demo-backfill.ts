import { deviceIdFor, OFFLINE_SINCE_MS, type FleetEntry } from '@canopy/device-simulator/fleet';
import { climateHistory, soilHistory, waterHistory } from '@canopy/device-simulator/history';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseReading } from '../telemetry/telemetry-parser.ts';
import { createTelemetryWriter, type TelemetrySample } from '../telemetry/telemetry-writer.ts';
import { createDevicesRepository } from './devices.repository.ts';

export interface BackfillOptions {
  fleet: readonly FleetEntry[];
  now: number;
  days?: number;
  stepMs?: number;
}

const TABLE = { climate: 'climate_readings', soil: 'soil_readings', water: 'water_readings' } as const;

/**
 * Fills the history of the demo devices so charts are not empty. Each device resumes after its newest
 * stored row (a restart adds only the gap) and is written in one transaction.
 */
export async function backfillDemoHistory(
  db: Kysely<Database>,
  clock: Clock,
  options: BackfillOptions,
): Promise<number> {
  const stepMs = options.stepMs ?? 60_000;
  const windowStart = options.now - (options.days ?? 7) * 86_400_000;
  const writer = createTelemetryWriter({ db, clock, devices: createDevicesRepository(db), flushEveryMs: 0 });
  let written = 0;
  for (const entry of options.fleet) {
    const id = deviceIdFor(entry.label);
    const newest = await db
      .selectFrom(TABLE[entry.kind])
      .select((eb) => eb.fn.max('ts').as('ts'))
      .where('device_id', '=', id)
      .executeTakeFirst();
    const from = Math.max(windowStart, newest?.ts ? Number(newest.ts) + stepMs : windowStart);
    const to = entry.offline ? options.now - OFFLINE_SINCE_MS : options.now;
    const samples =
      entry.kind === 'climate'
        ? climateHistory(id, from, to, stepMs)
        : entry.kind === 'soil'
          ? soilHistory(id, from, to, stepMs, entry.inMedium ?? true)
          : waterHistory(id, from, to, stepMs, windowStart);
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

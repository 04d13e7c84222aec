import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ClimateReadingsTable } from '../modules/telemetry/telemetry.table.ts';

/**
 * A climate reading as the history tests keep it to compute what the routes should answer: its instant a
 * number and its light state always given, the device added when it is stored.
 */
export type ClimateReadingRow = Omit<ClimateReadingsTable, 'device_id' | 'ts' | 'light_status'> & {
  ts: number;
  light_status: number;
};

/** The devices whose readings a history test stores: alerts on, last changed at `at` (epoch ms). */
export async function insertHistoryDevices(
  db: Kysely<Database>,
  at: number,
  devices: readonly (readonly [id: string, name: string, kind: 'climate' | 'soil' | 'water' | null])[],
): Promise<void> {
  const updatedAt = new Date(at).toISOString();
  await db
    .insertInto('devices')
    .values(devices.map(([id, name, kind]) => ({ id, name, kind, alerts_enabled: 1, updated_at: updatedAt })))
    .execute();
}

import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ClimateReadingsTable, SoilReadingsTable, WaterReadingsTable } from './telemetry.table.ts';

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 10 columns. */
const CHUNK = 500;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

// A row already stored under (device_id, ts) is skipped: the cloud delivers at least once.
export const telemetryRepository = {
  insertClimate: (db: Kysely<Database>, rows: Insertable<ClimateReadingsTable>[]) =>
    inChunks(rows, (chunk) =>
      db
        .insertInto('climate_readings')
        .values(chunk)
        .onConflict((oc) => oc.columns(['device_id', 'ts']).doNothing())
        .execute(),
    ),
  insertSoil: (db: Kysely<Database>, rows: Insertable<SoilReadingsTable>[]) =>
    inChunks(rows, (chunk) =>
      db
        .insertInto('soil_readings')
        .values(chunk)
        .onConflict((oc) => oc.columns(['device_id', 'ts']).doNothing())
        .execute(),
    ),
  insertWater: (db: Kysely<Database>, rows: Insertable<WaterReadingsTable>[]) =>
    inChunks(rows, (chunk) =>
      db
        .insertInto('water_readings')
        .values(chunk)
        .onConflict((oc) => oc.columns(['device_id', 'ts']).doNothing())
        .execute(),
    ),
};

/** bigint columns come back as strings on PostgreSQL. */
export const toMs = (value: number | string | null): number | null => (value === null ? null : Number(value));

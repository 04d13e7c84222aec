import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  dropMonthsBefore,
  ensureMonths,
  PARTITIONED_READINGS,
  type PartitionedReadings,
} from './reading-partitions.ts';

/** How long each layer of history is kept, in days; 0 keeps it for ever. */
export interface RetentionDays {
  rawDays: number;
  fiveMinuteDays: number;
  hourlyDays: number;
}

export const DEFAULT_RETENTION: RetentionDays = { rawDays: 35, fiveMinuteDays: 400, hourlyDays: 0 };

const DAY_MS = 86_400_000;
/** Rows removed per statement: short enough that a write waiting behind one on SQLite hardly notices. */
const BATCH = 2000;

/**
 * The tables each retention applies to, with their time column. Water readings have no rollups (its page
 * reads the raw rows for every range), so they are kept with the hourly rollups.
 */
const LAYERS: { table: keyof Database; column: 'ts' | 'bucket'; days: keyof RetentionDays }[] = [
  { table: 'climate_readings', column: 'ts', days: 'rawDays' },
  { table: 'soil_readings', column: 'ts', days: 'rawDays' },
  { table: 'climate_rollups_5m', column: 'bucket', days: 'fiveMinuteDays' },
  { table: 'soil_rollups_5m', column: 'bucket', days: 'fiveMinuteDays' },
  { table: 'climate_rollups_1h', column: 'bucket', days: 'hourlyDays' },
  { table: 'soil_rollups_1h', column: 'bucket', days: 'hourlyDays' },
  { table: 'water_readings', column: 'ts', days: 'hourlyDays' },
];

/**
 * Removes history past its age, returning how many rows went: on PostgreSQL the readings' whole months by
 * dropping their partitions (and it makes the coming months' partitions); everything else in small batches,
 * each its own statement, so the job never holds the database long. Run by the jobs registry.
 */
export async function enforceRetention(
  db: Kysely<Database>,
  clock: Clock,
  days: RetentionDays,
): Promise<number> {
  const now = clock.now().getTime();
  // PostgreSQL: this month and the coming ones exist before a reading needs them.
  await ensureMonths(db, now, now);
  const devices = (await db.selectFrom('devices').select('id').execute()).map((row) => row.id);
  let removed = 0;
  for (const layer of LAYERS) {
    const keep = days[layer.days];
    if (keep <= 0) continue;
    const before = now - keep * DAY_MS;
    // Whole months past their age go at once (PostgreSQL's monthly partitions); the rest row by row below.
    if ((PARTITIONED_READINGS as readonly string[]).includes(layer.table)) {
      removed += await dropMonthsBefore(db, layer.table as PartitionedReadings, before);
    }
    const table = sql.table(layer.table);
    const time = sql.ref(layer.column);
    // Device by device, each batch the device's oldest rows, found by the (device_id, time) primary key.
    for (const device of devices) {
      for (;;) {
        const result = await sql`delete from ${table} where device_id = ${device} and ${time} in (
            select ${time} from ${table} where device_id = ${device} and ${time} < ${before}
            order by ${time} limit ${BATCH})`.execute(db);
        const count = Number(result.numAffectedRows ?? 0);
        removed += count;
        if (count < BATCH) break;
      }
    }
  }
  return removed;
}

import { offsetAt } from '@canopy/shared/local-time';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CLIMATE_ROLLUP_METRICS, ROLLUP_TABLES, SOIL_ROLLUP_METRICS } from '../telemetry/rollup-spec.ts';
import { meteredLitres } from './metered-litres.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const QUARTER_HOUR = 900_000;

/** A local bucket's length: an hour, a quarter of a day or a day on the site's clock. */
export type LocalBucketHours = 1 | 6 | 24;

/**
 * What to read: the hourly rollups starting in [from, to) (water: the readings taken in it), grouped by
 * buckets of `hours` on the clock of `timeZone`.
 */
export interface LocalRange {
  from: number;
  to: number;
  hours: LocalBucketHours;
  timeZone: string;
}

/** A metric over a bucket: the average of its readings, their extremes, and how many there were. */
export interface LocalStat {
  avg: number;
  min: number;
  max: number;
  n: number;
}

/**
 * One local bucket: `day` the local date as days since 1970-01-01 (`localDayNumber`), `hour` its first
 * local hour (0 for a day).
 */
export interface LocalBucket {
  day: number;
  hour: number;
}

export type ClimateBucketMetric = (typeof CLIMATE_ROLLUP_METRICS)[number];
export type SoilBucketMetric = (typeof SOIL_ROLLUP_METRICS)[number];

/** The metrics each rollup kind holds, so a caller's list can be checked against the kind it reads. */
export const LOCAL_BUCKET_METRICS = { climate: CLIMATE_ROLLUP_METRICS, soil: SOIL_ROLLUP_METRICS } as const;

/** A stretch of one UTC offset: instants before `until` (and after the previous piece's) are `offset` ahead. */
export interface OffsetPiece {
  until: number;
  offset: number;
}

/**
 * The zone's offsets over [from, to), as pieces of one offset each, the last one open-ended. Offsets are
 * asked of the zone at each UTC midnight; a day whose two ends differ holds one change (offsets never
 * change and change back within a day), found to the quarter hour (changes fall on quarter hours).
 */
export function offsetPieces(from: number, to: number, timeZone: string): OffsetPiece[] {
  const pieces: OffsetPiece[] = [];
  let offset = offsetAt(from, timeZone);
  for (let day = Math.floor(from / DAY) * DAY; day < to; day += DAY) {
    const next = offsetAt(day + DAY, timeZone);
    if (next === offset) continue;
    // The first quarter hour of the day with the new offset: the change.
    let low = Math.max(day, Math.floor(from / QUARTER_HOUR) * QUARTER_HOUR);
    let high = day + DAY;
    while (high - low > QUARTER_HOUR) {
      const middle = low + Math.floor((high - low) / QUARTER_HOUR / 2) * QUARTER_HOUR;
      if (offsetAt(middle, timeZone) === offset) low = middle;
      else high = middle;
    }
    // A change after the range (later on its last day) is not the range's.
    if (high >= to) break;
    pieces.push({ until: high, offset });
    offset = next;
  }
  pieces.push({ until: Infinity, offset });
  return pieces;
}

/**
 * The local bucket of a time column, as a whole number of buckets since the local epoch:
 * `(t + CASE WHEN t < t1 THEN o1 WHEN ... END) / size`. The UTC offset is constant between DST changes,
 * so each piece of the range adds its own; every number is an integer literal in the SQL (a bound
 * parameter would be a REAL in SQLite and make the division fractional; see `bucketOf` in
 * history-series.ts). A zone half an hour off the hour (Asia/Kolkata) puts an hourly rollup in the local
 * bucket its start falls in: the rollup of 18:00-19:00 UTC, 23:30-00:30 there, counts for the day before.
 */
function localBucketOf(column: 'bucket' | 'ts', range: LocalRange): RawBuilder<number> {
  const time = sql.ref(column);
  const pieces = offsetPieces(range.from, range.to, range.timeZone);
  const last = pieces.at(-1)!;
  const offset =
    pieces.length === 1
      ? sql.lit(last.offset)
      : sql`case ${sql.join(
          pieces.slice(0, -1).map((p) => sql`when ${time} < ${sql.lit(p.until)} then ${sql.lit(p.offset)}`),
          sql` `,
        )} else ${sql.lit(last.offset)} end`;
  return sql<number>`(${time} + ${offset}) / ${sql.lit(range.hours * HOUR)}`;
}

/** The bucket's local day and first hour from its index (PostgreSQL hands bigints over as text). */
function placeOf(index: unknown, hours: LocalBucketHours): LocalBucket {
  const wall = Number(index) * hours * HOUR;
  const day = Math.floor(wall / DAY);
  return { day, hour: (wall - day * DAY) / HOUR };
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Climate or soil buckets on the site's clock from the hourly rollups (kept for ever), grouped in SQL: per
 * metric asked the average (sum of sums over sum of counts), the lowest and highest reading and the count.
 * A metric without readings in a bucket is absent from it; a bucket without any is not listed. Ascending.
 */
export async function localRollupBuckets<K extends keyof typeof LOCAL_BUCKET_METRICS>(
  db: Kysely<Database>,
  kind: K,
  deviceId: string,
  range: LocalRange,
  metrics: readonly (typeof LOCAL_BUCKET_METRICS)[K][number][],
): Promise<
  (LocalBucket & { values: Partial<Record<(typeof LOCAL_BUCKET_METRICS)[K][number], LocalStat>> })[]
> {
  if (metrics.length === 0 || range.from >= range.to) return [];
  const local = localBucketOf('bucket', range);
  const rows = (await db
    .selectFrom(ROLLUP_TABLES[kind]['1h'])
    .select([
      local.as('local_bucket'),
      ...metrics.flatMap((m) => [
        sql`sum(${sql.ref(`${m}_sum`)}) / nullif(sum(${sql.ref(`${m}_n`)}), 0)`.as(`avg_${m}`),
        sql`min(${sql.ref(`${m}_min`)})`.as(`min_${m}`),
        sql`max(${sql.ref(`${m}_max`)})`.as(`max_${m}`),
        sql`sum(${sql.ref(`${m}_n`)})`.as(`n_${m}`),
      ]),
    ])
    .where('device_id', '=', deviceId)
    .where('bucket', '>=', range.from)
    .where('bucket', '<', range.to)
    .groupBy(local)
    .orderBy(local)
    .execute()) as Record<string, unknown>[];
  return rows.flatMap((row) => {
    const values: Partial<Record<string, LocalStat>> = {};
    for (const m of metrics) {
      const avg = numberOrNull(row[`avg_${m}`]);
      const n = Number(row[`n_${m}`] ?? 0);
      if (avg === null || n === 0) continue;
      values[m] = { avg, min: Number(row[`min_${m}`]), max: Number(row[`max_${m}`]), n };
    }
    return Object.keys(values).length === 0 ? [] : [{ ...placeOf(row.local_bucket, range.hours), values }];
  });
}

/**
 * A water meter's litres in and out per bucket on the site's clock, from its running totals as the daily
 * summary counts them (each bucket's highest total less the previous bucket's highest, the first one's or
 * after a restart from zero its own lowest). The readings are grouped in SQL; a bucket without readings is
 * not listed. Ascending.
 */
export async function localWaterBuckets(
  db: Kysely<Database>,
  deviceId: string,
  range: LocalRange,
): Promise<(LocalBucket & { in_l: number | null; out_l: number | null })[]> {
  if (range.from >= range.to) return [];
  const local = localBucketOf('ts', range);
  const rows = (await db
    .selectFrom('water_readings')
    .select([
      local.as('local_bucket'),
      sql`min(in_total_l)`.as('in_min'),
      sql`max(in_total_l)`.as('in_max'),
      sql`min(out_total_l)`.as('out_min'),
      sql`max(out_total_l)`.as('out_max'),
    ])
    .where('device_id', '=', deviceId)
    .where('ts', '>=', range.from)
    .where('ts', '<', range.to)
    .groupBy(local)
    .orderBy(local)
    .execute()) as Record<string, unknown>[];
  const litres = meteredLitres(
    rows.map((row) => ({
      inMin: numberOrNull(row.in_min),
      inMax: numberOrNull(row.in_max),
      outMin: numberOrNull(row.out_min),
      outMax: numberOrNull(row.out_max),
    })),
  );
  return rows.map((row, i) => ({ ...placeOf(row.local_bucket, range.hours), ...litres[i]! }));
}

/** The local bucket reads other modules are handed (a run comparison's series). */
export function createLocalBuckets(db: Kysely<Database>) {
  return {
    rollups: <K extends keyof typeof LOCAL_BUCKET_METRICS>(
      kind: K,
      deviceId: string,
      range: LocalRange,
      metrics: readonly (typeof LOCAL_BUCKET_METRICS)[K][number][],
    ) => localRollupBuckets(db, kind, deviceId, range, metrics),
    water: (deviceId: string, range: LocalRange) => localWaterBuckets(db, deviceId, range),
  };
}

export type LocalBuckets = ReturnType<typeof createLocalBuckets>;

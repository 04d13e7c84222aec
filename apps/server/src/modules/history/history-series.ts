import { HISTORY_STEP_MS, type HistoryStep } from '@canopy/shared/history-steps';
import {
  CLIMATE_SERIES_METRICS,
  SOIL_SERIES_METRICS,
  type ClimateSeriesPoint,
  type SoilSeriesPoint,
} from '@canopy/shared/schemas/history';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runHistoryQuery } from './history.repository.ts';
import { isPostgres } from './reading-partitions.ts';
import { ROLLUP_TABLES, type RollupKind } from '../telemetry/rollup-spec.ts';

/** A number from the driver (PostgreSQL hands numerics and bigints over as text), rounded to 3 places. */
const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round((value as number) * 1000) / 1000;

type Cells = Record<string, unknown>;

/**
 * `bucket = floor(ts / step) * step`: the step is one of five integer constants, inlined (a bound
 * parameter would be a REAL in SQLite and make the division fractional).
 */
const bucketOf = (step: HistoryStep): RawBuilder<number> => {
  const size = sql.lit(HISTORY_STEP_MS[step]);
  return sql<number>`(ts / ${size}) * ${size}`;
};

/**
 * The coarsest table whose resolution fits the step: raw readings for one minute, the 5-minute rollups
 * for 5 and 15 minutes, the hourly ones for an hour or a day. Rollups hold every stored reading's sum,
 * count and extremes, so a bucket read from them equals the same bucket read from the readings.
 */
export function sourceOf(kind: RollupKind, step: HistoryStep) {
  if (step === '1m') return null;
  return ROLLUP_TABLES[kind][step === '5m' || step === '15m' ? '5m' : '1h'];
}

/** A rollup bucket's start, regrouped by the step (an hour of 5-minute buckets, a day of hours). */
const rollupBucketOf = (step: HistoryStep): RawBuilder<number> => {
  const size = sql.lit(HISTORY_STEP_MS[step]);
  return sql<number>`(bucket / ${size}) * ${size}`;
};

/** A metric's average over rollup rows: the sum of sums over the sum of counts, null without readings. */
const rolledAvg = (m: string) => sql`sum(${sql.ref(`${m}_sum`)}) / nullif(sum(${sql.ref(`${m}_n`)}), 0)`;

/**
 * A value rounded to 3 places by the database, so every path of a series (its JSON written by SQLite, its
 * rows mapped here, the export) gives the same digits. PostgreSQL rounds numerics only.
 */
const round3 = (db: Kysely<Database>, value: RawBuilder<unknown>) =>
  isPostgres(db) ? sql`round(cast(${value} as numeric), 3)` : sql`round(${value}, 3)`;

/**
 * Climate buckets over [from, to), both on bucket bounds of the step: averages, extremes, and the share
 * of readings in day.
 */
export async function climateSeries(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  step: HistoryStep,
): Promise<ClimateSeriesPoint[]> {
  // Compiled once per table and step and reused with the values as parameters (runHistoryQuery).
  const rows = await runHistoryQuery<Cells>(
    db,
    `climate-series:${sourceOf('climate', step)}:${step}`,
    [deviceId, from, to],
    () => climateBuckets(db, deviceId, from, to, step),
  );
  return rows.map(toClimatePoint);
}

/**
 * A climate series in the form each database hands it over cheapest: PostgreSQL's buckets as points, or
 * SQLite's JSON array of the same point objects, written by SQLite itself, as its UTF-8 bytes. For a
 * year of points, the SQLite driver's row objects and the serializer cost more than the aggregate
 * itself. The route writes either as the answer (climate-series-body.ts).
 */
export type ClimateSeriesRead =
  { format: 'points'; points: ClimateSeriesPoint[] } | { format: 'json-objects'; json: Buffer };

/** Climate buckets over [from, to) as `climateSeries` reads them, in the dialect's cheapest form. */
export async function readClimateSeries(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  step: HistoryStep,
): Promise<ClimateSeriesRead> {
  if (isPostgres(db)) return { format: 'points', points: await climateSeries(db, deviceId, from, to, step) };
  return { format: 'json-objects', json: await climateSeriesJsonSqlite(db, deviceId, from, to, step) };
}

/**
 * The series as one JSON array of point objects, written by SQLite. Numbers are rounded to 3 places in
 * SQL, as `toClimatePoint` sees them, so both forms hold the same values; no bucket gives '[]'.
 */
async function climateSeriesJsonSqlite(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  step: HistoryStep,
): Promise<Buffer> {
  const r = (column: string) => sql.ref(`b.${column}`);
  const values = (prefix: string) =>
    sql.join(CLIMATE_SERIES_METRICS.map((m) => sql`${sql.lit(m)}, ${r(`${prefix}_${m}`)}`));
  const [row] = await runHistoryQuery<{ body: Buffer }>(
    db,
    `climate-series-json:${sourceOf('climate', step)}:${step}`,
    [deviceId, from, to],
    () =>
      db.selectFrom(climateBuckets(db, deviceId, from, to, step).as('b')).select(
        sql<Buffer>`cast(json_group_array(json_object('ts', ${sql.ref('b.bucket')}, ${values('avg')}, 'light', ${r('light')},
            'min', json_object(${values('min')}), 'max', json_object(${values('max')}))) as blob)`.as('body'),
      ),
  );
  return row!.body;
}

/** One row per bucket of the step over [from, to), from the coarsest table that fits, ascending. */
function climateBuckets(db: Kysely<Database>, deviceId: string, from: number, to: number, step: HistoryStep) {
  const rolled = sourceOf('climate', step);
  if (!rolled) return rawClimate(db, deviceId, from, to, step);
  return db
    .selectFrom(rolled)
    .select([
      rollupBucketOf(step).as('bucket'),
      ...CLIMATE_SERIES_METRICS.flatMap((m) => [
        round3(db, rolledAvg(m)).as(`avg_${m}`),
        round3(db, sql`min(${sql.ref(`${m}_min`)})`).as(`min_${m}`),
        round3(db, sql`max(${sql.ref(`${m}_max`)})`).as(`max_${m}`),
      ]),
      round3(db, rolledAvg('light')).as('light'),
    ])
    .where('device_id', '=', deviceId)
    .where('bucket', '>=', from)
    .where('bucket', '<', to)
    .groupBy(rollupBucketOf(step))
    .orderBy('bucket');
}

/** A bucket row as a point, field by field: this runs for every point of every chart (up to 2,000). */
const toClimatePoint = (c: Cells): ClimateSeriesPoint => ({
  ts: Number(c.bucket),
  temperature: num(c.avg_temperature),
  humidity: num(c.avg_humidity),
  co2: num(c.avg_co2),
  vpd: num(c.avg_vpd),
  light: num(c.light),
  min: {
    temperature: num(c.min_temperature),
    humidity: num(c.min_humidity),
    co2: num(c.min_co2),
    vpd: num(c.min_vpd),
  },
  max: {
    temperature: num(c.max_temperature),
    humidity: num(c.max_humidity),
    co2: num(c.max_co2),
    vpd: num(c.max_vpd),
  },
});

function rawClimate(db: Kysely<Database>, deviceId: string, from: number, to: number, step: HistoryStep) {
  const bucket = bucketOf(step);
  return db
    .selectFrom('climate_readings')
    .select([
      bucket.as('bucket'),
      ...CLIMATE_SERIES_METRICS.flatMap((m) => [
        round3(db, sql`avg(${sql.ref(m)})`).as(`avg_${m}`),
        round3(db, sql`min(${sql.ref(m)})`).as(`min_${m}`),
        round3(db, sql`max(${sql.ref(m)})`).as(`max_${m}`),
      ]),
      round3(db, sql`avg(light_status)`).as('light'),
    ])
    .where('device_id', '=', deviceId)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .groupBy(bucket)
    .orderBy('bucket');
}

/** Soil buckets over [from, to), both on bucket bounds of the step: the averages of the seven values. */
export async function soilSeries(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  step: HistoryStep,
): Promise<SoilSeriesPoint[]> {
  const rolled = sourceOf('soil', step);
  const bucket = bucketOf(step);
  const rows = rolled
    ? await runHistoryQuery<Cells>(db, `soil-series:${rolled}:${step}`, [deviceId, from, to], () =>
        db
          .selectFrom(rolled)
          .select([rollupBucketOf(step).as('bucket'), ...SOIL_SERIES_METRICS.map((m) => rolledAvg(m).as(m))])
          .where('device_id', '=', deviceId)
          .where('bucket', '>=', from)
          .where('bucket', '<', to)
          .groupBy(rollupBucketOf(step))
          .orderBy('bucket'),
      )
    : await runHistoryQuery<Cells>(db, `soil-series:raw:${step}`, [deviceId, from, to], () =>
        db
          .selectFrom('soil_readings')
          .select([bucket.as('bucket'), ...SOIL_SERIES_METRICS.map((m) => sql`avg(${sql.ref(m)})`.as(m))])
          .where('device_id', '=', deviceId)
          .where('ts', '>=', from)
          .where('ts', '<', to)
          .groupBy(bucket)
          .orderBy('bucket'),
      );
  return rows.map((row) => {
    const cells = row as Cells;
    const point = { ts: Number(cells.bucket) } as SoilSeriesPoint;
    for (const m of SOIL_SERIES_METRICS) point[m] = num(cells[m]);
    return point;
  });
}

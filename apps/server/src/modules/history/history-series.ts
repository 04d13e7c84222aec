import { HISTORY_STEP_MS, type HistoryStep } from '@canopy/shared/history-steps';
import {
  CLIMATE_SERIES_METRICS,
  SOIL_SERIES_METRICS,
  type ClimateSeriesPoint,
  type SoilSeriesPoint,
} from '@canopy/shared/schemas/history';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A number from the driver (PostgreSQL hands numerics and bigints over as text), rounded to 3 places. */
const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 1000) / 1000;

type Cells = Record<string, unknown>;

/**
 * `bucket = floor(ts / step) * step`: the step is one of five integer constants, inlined (a bound
 * parameter would be a REAL in SQLite and make the division fractional).
 */
const bucketOf = (step: HistoryStep): RawBuilder<number> => {
  const size = sql.lit(HISTORY_STEP_MS[step]);
  return sql<number>`(ts / ${size}) * ${size}`;
};

/** Climate buckets over [from, to): averages, extremes, and the share of readings in day. */
export async function climateSeries(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  step: HistoryStep,
): Promise<ClimateSeriesPoint[]> {
  const bucket = bucketOf(step);
  const rows = await db
    .selectFrom('climate_readings')
    .select([
      bucket.as('bucket'),
      ...CLIMATE_SERIES_METRICS.flatMap((m) => [
        sql`avg(${sql.ref(m)})`.as(`avg_${m}`),
        sql`min(${sql.ref(m)})`.as(`min_${m}`),
        sql`max(${sql.ref(m)})`.as(`max_${m}`),
      ]),
      sql`avg(light_status)`.as('light'),
    ])
    .where('device_id', '=', deviceId)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .groupBy(bucket)
    .orderBy('bucket')
    .execute();
  return rows.map((row) => {
    const cells = row as Cells;
    const pick = (prefix: string) =>
      Object.fromEntries(CLIMATE_SERIES_METRICS.map((m) => [m, num(cells[`${prefix}_${m}`])])) as Record<
        (typeof CLIMATE_SERIES_METRICS)[number],
        number | null
      >;
    return {
      ts: Number(row.bucket),
      ...pick('avg'),
      light: num(cells.light),
      min: pick('min'),
      max: pick('max'),
    };
  });
}

/** Soil buckets over [from, to): the averages of the seven values. */
export async function soilSeries(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  step: HistoryStep,
): Promise<SoilSeriesPoint[]> {
  const bucket = bucketOf(step);
  const rows = await db
    .selectFrom('soil_readings')
    .select([bucket.as('bucket'), ...SOIL_SERIES_METRICS.map((m) => sql`avg(${sql.ref(m)})`.as(m))])
    .where('device_id', '=', deviceId)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .groupBy(bucket)
    .orderBy('bucket')
    .execute();
  return rows.map((row) => {
    const cells = row as Cells;
    const point = { ts: Number(row.bucket) } as SoilSeriesPoint;
    for (const m of SOIL_SERIES_METRICS) point[m] = num(cells[m]);
    return point;
  });
}

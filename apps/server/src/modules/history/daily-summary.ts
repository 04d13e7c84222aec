import type { ClimateDay, DailyStats, SoilDay, WaterDay } from '@canopy/shared/schemas/history';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  CLIMATE_JUDGED_METRICS,
  CLIMATE_ROLLUP_METRICS,
  SOIL_ROLLUP_METRICS,
} from '../telemetry/rollup-spec.ts';
import { groupByLocalDate } from './local-days.ts';
import { meteredLitres } from './metered-litres.ts';

const HOUR = 3_600_000;
type Cells = Record<string, unknown>;

const n = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const round = (value: number | null, places: number) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

/** A value's day from its hours: the lowest and highest reading, and the sum of sums over the sum of counts. */
function statsOf(hours: readonly Cells[], metric: string): DailyStats {
  let sum = 0;
  let count = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const hour of hours) {
    sum += n(hour[`${metric}_sum`]) ?? 0;
    count += n(hour[`${metric}_n`]) ?? 0;
    const low = n(hour[`${metric}_min`]);
    const high = n(hour[`${metric}_max`]);
    if (low !== null && (min === null || low < min)) min = low;
    if (high !== null && (max === null || high > max)) max = high;
  }
  return { min: round(min, 3), avg: count > 0 ? round(sum / count, 3) : null, max: round(max, 3) };
}

type JudgedMetric = (typeof CLIMATE_JUDGED_METRICS)[number];
/** Per judged metric, how many readings were judged against the limits in force and how many were inside. */
export type ClimateJudgement = Record<JudgedMetric, { inside: number; judged: number }>;

/** The judged and inside readings of some hourly climate rollups, summed per metric. */
function judgementOf(hours: readonly Cells[]): ClimateJudgement {
  const counts = Object.fromEntries(
    CLIMATE_JUDGED_METRICS.map((m) => [m, { inside: 0, judged: 0 }]),
  ) as ClimateJudgement;
  for (const hour of hours) {
    for (const m of CLIMATE_JUDGED_METRICS) {
      counts[m].inside += n(hour[`${m}_in`]) ?? 0;
      counts[m].judged += n(hour[`${m}_judged`]) ?? 0;
    }
  }
  return counts;
}

/** The percentage of judged readings that were inside the limits in force, to 0.1; null if none was judged. */
export const inRangePctOf = ({ inside, judged }: { inside: number; judged: number }): number | null =>
  judged > 0 ? round((inside / judged) * 100, 1) : null;

const hoursOf = (
  db: Kysely<Database>,
  table: 'climate_rollups_1h' | 'soil_rollups_1h',
  id: string,
  from: number,
  to: number,
) =>
  db
    .selectFrom(table)
    .selectAll()
    .where('device_id', '=', id)
    .where('bucket', '>=', Math.floor(from / HOUR) * HOUR)
    .where('bucket', '<', to)
    .orderBy('bucket')
    .execute() as Promise<Cells[]>;

export async function climateDays(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  dateOf: (ms: number) => string,
): Promise<ClimateDay[]> {
  const hours = await hoursOf(db, 'climate_rollups_1h', deviceId, from, to);
  return groupByLocalDate(hours, (h) => Number(h.bucket), dateOf).map(({ date, items }) => {
    const stats = Object.fromEntries(CLIMATE_ROLLUP_METRICS.map((m) => [m, statsOf(items, m)]));
    const judgement = judgementOf(items);
    const pct = Object.fromEntries(CLIMATE_JUDGED_METRICS.map((m) => [m, inRangePctOf(judgement[m])]));
    return { date, ...stats, inRangePct: pct } as ClimateDay;
  });
}

/**
 * A climate device's judged and inside readings over [from, to), from the same hourly rollups and by the
 * same rule as the daily summary's in-range share (a span of whole days gives the sums of its days).
 */
export async function climateJudgement(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
): Promise<ClimateJudgement> {
  return judgementOf(await hoursOf(db, 'climate_rollups_1h', deviceId, from, to));
}

export async function soilDays(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  dateOf: (ms: number) => string,
): Promise<SoilDay[]> {
  const hours = await hoursOf(db, 'soil_rollups_1h', deviceId, from, to);
  return groupByLocalDate(hours, (h) => Number(h.bucket), dateOf).map(
    ({ date, items }) =>
      ({ date, ...Object.fromEntries(SOIL_ROLLUP_METRICS.map((m) => [m, statsOf(items, m)])) }) as SoilDay,
  );
}

/**
 * Litres per day from the meters' running totals: each day's highest total less the day before's highest
 * (the first day of the range, or after a meter restarted from zero, its own lowest), never below zero.
 */
export async function waterDays(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  dateOf: (ms: number) => string,
): Promise<WaterDay[]> {
  const hour = sql<number>`(ts / ${sql.lit(HOUR)}) * ${sql.lit(HOUR)}`;
  const hours = (await db
    .selectFrom('water_readings')
    .select([
      hour.as('bucket'),
      sql`min(in_total_l)`.as('in_min'),
      sql`max(in_total_l)`.as('in_max'),
      sql`min(out_total_l)`.as('out_min'),
      sql`max(out_total_l)`.as('out_max'),
    ])
    .where('device_id', '=', deviceId)
    .where('ts', '>=', Math.floor(from / HOUR) * HOUR)
    .where('ts', '<', to)
    .groupBy(hour)
    .orderBy('bucket')
    .execute()) as Cells[];
  const days = groupByLocalDate(hours, (h) => Number(h.bucket), dateOf);
  const extreme = (items: readonly Cells[], column: string, pick: (a: number, b: number) => number) =>
    items.reduce<number | null>((acc, h) => {
      const v = n(h[column]);
      return v === null ? acc : acc === null ? v : pick(acc, v);
    }, null);
  const litres = meteredLitres(
    days.map(({ items }) => ({
      inMin: extreme(items, 'in_min', Math.min),
      inMax: extreme(items, 'in_max', Math.max),
      outMin: extreme(items, 'out_min', Math.min),
      outMax: extreme(items, 'out_max', Math.max),
    })),
  );
  return days.map(({ date }, i) => {
    const { in_l, out_l } = litres[i]!;
    return { date, in_l, out_l, balance_l: in_l === null || out_l === null ? null : round(in_l - out_l, 3) };
  });
}

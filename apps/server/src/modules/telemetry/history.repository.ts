import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface WaterBucket {
  ts: number;
  in_rate_lpm: number | null;
  in_total_l: number | null;
  out_rate_lpm: number | null;
  out_total_l: number | null;
  count: number;
}

const n = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** History reads by primary-key range; aggregation happens in SQL (DESIGN section 7). */
export function createHistoryRepository(db: Kysely<Database>) {
  return {
    async climate(deviceId: string, fromMs: number, toMs: number) {
      const rows = await db
        .selectFrom('climate_readings')
        .select(['ts', 'temperature', 'humidity', 'co2', 'vpd', 'light_status'])
        .where('device_id', '=', deviceId)
        .where('ts', '>=', fromMs)
        .where('ts', '<=', toMs)
        .orderBy('ts')
        .execute();
      return rows.map((r) => ({ ...r, ts: Number(r.ts) }));
    },

    /**
     * One point per step bucket (bucket = floor(ts / step) * step): the average rate and the last total
     * (totals only grow, so the maximum is the last). Empty buckets are absent, so gaps stay gaps.
     */
    async waterSeries(
      deviceId: string,
      fromMs: number,
      toMs: number,
      stepMs: number,
    ): Promise<WaterBucket[]> {
      // The step is one of four integer constants, so it is inlined: a bound parameter would be a REAL in
      // SQLite and turn the division into a fractional one.
      const step = sql.lit(stepMs);
      const bucket = sql<number>`(ts / ${step}) * ${step}`;
      const rows = await db
        .selectFrom('water_readings')
        .select([
          bucket.as('bucket'),
          sql<number>`avg(in_rate_lpm)`.as('in_rate_lpm'),
          sql<number>`max(in_total_l)`.as('in_total_l'),
          sql<number>`avg(out_rate_lpm)`.as('out_rate_lpm'),
          sql<number>`max(out_total_l)`.as('out_total_l'),
          sql<number>`count(*)`.as('count'),
        ])
        .where('device_id', '=', deviceId)
        .where('ts', '>=', fromMs)
        .where('ts', '<', toMs)
        .groupBy(sql`(ts / ${step}) * ${step}`)
        .orderBy('bucket')
        .execute();
      return rows.map((r) => ({
        ts: Number(r.bucket),
        in_rate_lpm: n(r.in_rate_lpm),
        in_total_l: n(r.in_total_l),
        out_rate_lpm: n(r.out_rate_lpm),
        out_total_l: n(r.out_total_l),
        count: Number(r.count),
      }));
    },

    async waterSummary(deviceId: string, fromMs: number, toMs: number) {
      const row = await db
        .selectFrom('water_readings')
        .select([
          sql<number>`max(in_total_l) - min(in_total_l)`.as('in_delta'),
          sql<number>`avg(in_rate_lpm)`.as('in_avg'),
          sql<number>`max(out_total_l) - min(out_total_l)`.as('out_delta'),
          sql<number>`avg(out_rate_lpm)`.as('out_avg'),
          sql<number>`count(*)`.as('count'),
        ])
        .where('device_id', '=', deviceId)
        .where('ts', '>=', fromMs)
        .where('ts', '<', toMs)
        .executeTakeFirstOrThrow();
      return {
        in: { total_delta_l: n(row.in_delta), avg_rate_lpm: n(row.in_avg) },
        out: { total_delta_l: n(row.out_delta), avg_rate_lpm: n(row.out_avg) },
        count: Number(row.count),
      };
    },
  };
}

import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A climate reading under its API name (SPEC section 3, `climateHistoryPointSchema`). */
export interface ClimateHistoryPoint {
  timestamp: number;
  temperature: number | null;
  humidity: number | null;
  co2: number | null;
  vpd: number | null;
  lightStatus: number | null;
}

/** One step bucket of the water aggregate, as the database returns it (bigints are strings on PostgreSQL). */
export interface WaterBucketRow {
  bucket: number | string;
  in_rate_lpm: number | null;
  in_total_l: number | null;
  out_rate_lpm: number | null;
  out_total_l: number | null;
  count: number | string;
}

export interface WaterSummaryRow {
  in_delta: number | null;
  in_avg: number | null;
  out_delta: number | null;
  out_avg: number | null;
}

/**
 * The SQL text of each read, compiled by Kysely on first use per dialect and query shape and reused
 * with the values as parameters: these reads run on every chart load, and building and compiling the
 * query tree each time was measurable next to the query itself (docs/performance.md). Keyed by the
 * dialect adapter, which a database and all its transactions share.
 */
const compiledSql = new WeakMap<object, Map<string, string>>();

async function run<Row>(
  db: Kysely<Database>,
  shape: string,
  parameters: readonly unknown[],
  build: () => Compilable<unknown>,
): Promise<Row[]> {
  const adapter = db.getExecutor().adapter;
  let cache = compiledSql.get(adapter);
  if (!cache) compiledSql.set(adapter, (cache = new Map()));
  let text = cache.get(shape);
  if (text === undefined) {
    const compiled = build().compile();
    // The text is reusable only if exactly these values went in as parameters, in this order.
    const same =
      compiled.parameters.length === parameters.length &&
      compiled.parameters.every((value, i) => value === parameters[i]);
    if (!same) throw new Error(`history query ${shape}: parameters do not match the compiled query`);
    text = compiled.sql;
    cache.set(shape, text);
  }
  return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows;
}

/**
 * The history reads as Kysely builds them, one per query shape (the plan test explains these).
 * Every value but the water step is a bound parameter, in the order of the arguments.
 */
export const historyQueries = {
  device: (db: Kysely<Database>, id: string) =>
    db.selectFrom('devices').select(['id', 'kind']).where('id', '=', id),

  /** Readings in [fromMs, toMs] in time order, selected under their API names. */
  climate: (db: Kysely<Database>, deviceId: string, fromMs: number, toMs: number) =>
    db
      .selectFrom('climate_readings')
      .select(['ts as timestamp', 'temperature', 'humidity', 'co2', 'vpd', 'light_status as lightStatus'])
      .where('device_id', '=', deviceId)
      .where('ts', '>=', fromMs)
      .where('ts', '<=', toMs)
      .orderBy('ts'),

  /**
   * One row per step bucket (bucket = floor(ts / step) * step): the average rate and the last total
   * (totals only grow, so the maximum is the last). Empty buckets are absent, so gaps stay gaps.
   */
  waterSeries: (db: Kysely<Database>, deviceId: string, fromMs: number, toMs: number, stepMs: number) => {
    // The step is one of four integer constants, so it is inlined: a bound parameter would be a REAL in
    // SQLite and turn the division into a fractional one.
    const step = sql.lit(stepMs);
    return db
      .selectFrom('water_readings')
      .select([
        sql<number>`(ts / ${step}) * ${step}`.as('bucket'),
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
      .orderBy('bucket');
  },

  waterSummary: (db: Kysely<Database>, deviceId: string, fromMs: number, toMs: number) =>
    db
      .selectFrom('water_readings')
      .select([
        sql<number>`max(in_total_l) - min(in_total_l)`.as('in_delta'),
        sql<number>`avg(in_rate_lpm)`.as('in_avg'),
        sql<number>`max(out_total_l) - min(out_total_l)`.as('out_delta'),
        sql<number>`avg(out_rate_lpm)`.as('out_avg'),
      ])
      .where('device_id', '=', deviceId)
      .where('ts', '>=', fromMs)
      .where('ts', '<', toMs),
};

/** History reads by primary-key range; aggregation happens in SQL (DESIGN section 7). */
export function createHistoryRepository(db: Kysely<Database>) {
  return {
    /** The device a history read is for: its stored id and kind, nothing else. */
    async device(id: string): Promise<{ id: string; kind: string | null } | undefined> {
      const rows = await run<{ id: string; kind: string | null }>(db, 'device', [id], () =>
        historyQueries.device(db, id),
      );
      return rows[0];
    },

    /** Climate readings under their API names: the rows are the answer, with no mapping per row. */
    async climate(deviceId: string, fromMs: number, toMs: number): Promise<ClimateHistoryPoint[]> {
      const rows = await run<ClimateHistoryPoint>(db, 'climate', [deviceId, fromMs, toMs], () =>
        historyQueries.climate(db, deviceId, fromMs, toMs),
      );
      // bigint comes back as a string on PostgreSQL; SQLite gives numbers already.
      if (rows.length > 0 && typeof rows[0]!.timestamp !== 'number') {
        for (const row of rows) row.timestamp = Number(row.timestamp);
      }
      return rows;
    },

    waterSeries(deviceId: string, fromMs: number, toMs: number, stepMs: number): Promise<WaterBucketRow[]> {
      return run<WaterBucketRow>(db, `water-series:${stepMs}`, [deviceId, fromMs, toMs], () =>
        historyQueries.waterSeries(db, deviceId, fromMs, toMs, stepMs),
      );
    },

    async waterSummary(deviceId: string, fromMs: number, toMs: number): Promise<WaterSummaryRow> {
      const rows = await run<WaterSummaryRow>(db, 'water-summary', [deviceId, fromMs, toMs], () =>
        historyQueries.waterSummary(db, deviceId, fromMs, toMs),
      );
      return rows[0]!;
    },
  };
}

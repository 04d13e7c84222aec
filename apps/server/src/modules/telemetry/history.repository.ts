import { CompiledQuery, PostgresAdapter, sql, type Compilable, type Kysely } from 'kysely';
import { prepareOnPostgres } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';

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

/** JSON text as a string or as its UTF-8 bytes, ready to be sent as a response body. */
export type JsonText = string | Buffer;

/** The keys of a climate history point, in the order of the answer (`climateHistoryPointSchema`). */
const CLIMATE_KEYS = ['timestamp', 'temperature', 'humidity', 'co2', 'vpd', 'lightStatus'] as const;

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
    prepareOnPostgres(text);
  }
  return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows;
}

/** Climate readings in [fromMs, toMs] in time order, selected under their API names. */
const climateRange = (db: Kysely<Database>, deviceId: string, fromMs: number, toMs: number) =>
  db
    .selectFrom('climate_readings')
    .select(['ts as timestamp', 'temperature', 'humidity', 'co2', 'vpd', 'light_status as lightStatus'])
    .where('device_id', '=', deviceId)
    .where('ts', '>=', fromMs)
    .where('ts', '<=', toMs)
    .orderBy('ts');

/**
 * The history reads as Kysely builds them, one per query shape (the plan test explains these).
 * Every value but the water step is a bound parameter, in the order of the arguments.
 */
export const historyQueries = {
  device: (db: Kysely<Database>, id: string) =>
    db.selectFrom('devices').select(['id', 'kind']).where('id', '=', id),

  climate: climateRange,

  /**
   * The climate window as the JSON text of the API answer, written by SQLite: the range's rows in
   * time order, one object per row with the keys in the answer's order. SQLite keeps a FROM-subquery's
   * ORDER BY when the outer query uses an order-sensitive aggregate such as json_group_array (its
   * omit-ORDER-BY rule excludes that case), and the index delivers the rows in order, so no sort.
   * No rows give '[]'. Cast to a blob, the driver hands over the text's UTF-8 bytes as a Buffer,
   * which the reply sends as they are, instead of decoding them into a string to encode them again.
   */
  climateJsonSqlite: (db: Kysely<Database>, deviceId: string, fromMs: number, toMs: number) =>
    db
      .selectFrom(climateRange(db, deviceId, fromMs, toMs).as('r'))
      .select(
        sql<Buffer>`cast(json_group_array(json_object(${sql.join(
          CLIMATE_KEYS.map((key) => sql`${sql.lit(key)}, ${sql.ref(`r.${key}`)}`),
        )})) as blob)`.as('body'),
      ),

  /**
   * The same on PostgreSQL: json_agg of the subquery's rows, whose columns are the answer's keys in
   * order (compact objects, unlike json_build_object's `"key" : value`), ordered in the aggregate
   * because only that order is guaranteed there; bigint ts comes out as a JSON number. No rows give
   * null, hence '[]'. Text here: pg would send a bytea as hex, twice the size, to be decoded again.
   */
  climateJsonPostgres: (db: Kysely<Database>, deviceId: string, fromMs: number, toMs: number) =>
    db
      .selectFrom(climateRange(db, deviceId, fromMs, toMs).as('r'))
      .select(sql<string>`coalesce(json_agg(r order by ${sql.ref('r.timestamp')}), '[]')::text`.as('body')),

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

    /**
     * The climate history answer as JSON text, written by the database itself (as PostgREST does):
     * for a day's 1,440 readings the driver building row objects and JSON.stringify writing them cost
     * more than the range read, while SQLite writes the whole array in less time than the driver needs
     * for the rows alone (docs/performance.md). Numbers may be spelled differently from JSON.stringify
     * (SQLite writes 22.0, 1.0e+300) but parse to the same values. Its UTF-8 bytes on SQLite, a string
     * on PostgreSQL.
     */
    async climateJson(deviceId: string, fromMs: number, toMs: number): Promise<JsonText> {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const [row] = await run<{ body: JsonText }>(db, 'climate-json', [deviceId, fromMs, toMs], () =>
        postgres
          ? historyQueries.climateJsonPostgres(db, deviceId, fromMs, toMs)
          : historyQueries.climateJsonSqlite(db, deviceId, fromMs, toMs),
      );
      return row!.body;
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

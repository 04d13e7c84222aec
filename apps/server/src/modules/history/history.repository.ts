import { CompiledQuery, PostgresAdapter, sql, type Compilable, type Kysely } from 'kysely';
import { markForPostgres, type PostgresStatementOptions } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';
import {
  CLIMATE_KEYS,
  type ClimateRows,
  type ClimateTextRow,
  type HistoryReads,
  type WaterBucketCells,
  type WaterSummaryRow,
} from './history.types.ts';

/** A water bucket as SQLite returns it. */
interface WaterBucketRow {
  bucket: number;
  in_rate_lpm: number | null;
  in_total_l: number | null;
  out_rate_lpm: number | null;
  out_total_l: number | null;
  count: number;
}

/**
 * The SQL text of each read, compiled by Kysely on first use per dialect and query shape and reused
 * with the values as parameters: these reads run on every chart load, and building and compiling the
 * query tree each time was measurable next to the query itself. Keyed by the
 * dialect adapter, which a database and all its transactions share.
 */
const compiledSql = new WeakMap<object, Map<string, string>>();

/** A read whose plan does not depend on the values: parsed and planned once per connection. */
const NAMED: PostgresStatementOptions = { named: true, textRows: false };

/**
 * A read planned for its values on every call. The water aggregate needs this: after five runs
 * PostgreSQL switches a named statement to a generic plan, which sorts the week's rows for a
 * GroupAggregate where the plan for the values hashes them, faster, because a generic plan can only
 * guess how many rows a range holds.
 */
const PLANNED_PER_CALL: PostgresStatementOptions = { named: false, textRows: false };

export async function runHistoryQuery<Row>(
  db: Kysely<Database>,
  shape: string,
  parameters: readonly unknown[],
  build: () => Compilable<unknown>,
  postgres: PostgresStatementOptions = NAMED,
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
    markForPostgres(text, postgres);
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
  climate: climateRange,

  /**
   * The same range as one JSON array of compact rows, written by SQLite: each reading an array of its
   * values in CLIMATE_KEYS order, in time order. SQLite keeps a FROM-subquery's ORDER BY when the outer
   * query uses an order-sensitive aggregate such as json_group_array (its omit-ORDER-BY rule excludes
   * that case), and the index delivers the rows in order, so no sort. No rows give '[]' and 0 points.
   * Cast to a blob, the driver hands over the text's UTF-8 bytes as a Buffer instead of a string.
   */
  climateRowsSqlite: (db: Kysely<Database>, deviceId: string, fromMs: number, toMs: number) =>
    db
      .selectFrom(climateRange(db, deviceId, fromMs, toMs).as('r'))
      .select([
        sql<Buffer>`cast(json_group_array(json_array(${sql.join(
          CLIMATE_KEYS.map((key) => sql.ref(`r.${key}`)),
        )})) as blob)`.as('json'),
        sql<number>`count(*)`.as('points'),
      ]),

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

/** History reads by primary-key range; aggregation happens in SQL, never over rows in JavaScript. */
export function createHistoryRepository(db: Kysely<Database>): HistoryReads {
  return {
    /**
     * The climate readings in [fromMs, toMs] in time order, each value as the database's text of it,
     * which is its JSON number: for a day's 1,440 readings, the driver making numbers for JavaScript
     * to print again cost more than the range read. PostgreSQL hands over its
     * text per value (prepared-statements.ts). SQLite writes the readings as one JSON array of row
     * arrays, in less time than its driver takes to build row objects, let alone numbers to print.
     */
    async climateRows(deviceId: string, fromMs: number, toMs: number): Promise<ClimateRows> {
      const parameters = [deviceId, fromMs, toMs];
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        const rows = await runHistoryQuery<ClimateTextRow>(
          db,
          'climate-text',
          parameters,
          () => historyQueries.climate(db, deviceId, fromMs, toMs),
          { ...NAMED, textRows: true },
        );
        return { format: 'texts', points: rows.length, rows };
      }
      const [row] = await runHistoryQuery<{ json: Buffer; points: number }>(
        db,
        'climate-rows',
        parameters,
        () => historyQueries.climateRowsSqlite(db, deviceId, fromMs, toMs),
      );
      return { format: 'json-arrays', points: row!.points, json: row!.json };
    },

    /** The water aggregate's buckets as cells, PostgreSQL's as its texts. */
    async waterSeries(
      deviceId: string,
      fromMs: number,
      toMs: number,
      stepMs: number,
    ): Promise<WaterBucketCells[]> {
      const shape = `water-series:${stepMs}`;
      const parameters = [deviceId, fromMs, toMs];
      const build = () => historyQueries.waterSeries(db, deviceId, fromMs, toMs, stepMs);
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        return runHistoryQuery<WaterBucketCells>(db, shape, parameters, build, {
          ...PLANNED_PER_CALL,
          textRows: true,
        });
      }
      const rows = await runHistoryQuery<WaterBucketRow>(db, shape, parameters, build);
      return rows.map((b) => [b.bucket, b.in_rate_lpm, b.in_total_l, b.out_rate_lpm, b.out_total_l, b.count]);
    },

    async waterSummary(deviceId: string, fromMs: number, toMs: number): Promise<WaterSummaryRow> {
      // Planned per call like the series: how to read the range best depends on its size.
      const rows = await runHistoryQuery<WaterSummaryRow>(
        db,
        'water-summary',
        [deviceId, fromMs, toMs],
        () => historyQueries.waterSummary(db, deviceId, fromMs, toMs),
        PLANNED_PER_CALL,
      );
      return rows[0]!;
    },
  };
}

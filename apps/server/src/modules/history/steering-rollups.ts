import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runHistoryQuery } from './history.repository.ts';
import { isPostgres } from './reading-partitions.ts';
import { spansTable } from './steering-lists.ts';

/*
 * What crop steering reads of a controller's and a probe's 5-minute rollups without reading every bucket
 * of ten weeks. A share or an average compared in SQL is the same IEEE division of a double sum by an
 * integer count as `average` below, so it compares alike.
 */

/** A controller's bucket where the lights may have switched: its light share, 0..1. */
export interface SteeringLightBucket {
  ts: number;
  light: number | null;
}

/**
 * A controller's totals over a span: its buckets with a VPD reading and those inside a target, and the
 * readings judged against its limits and those inside.
 */
export interface SteeringClimateTotals {
  vpdMeasured: number;
  vpdInside: number;
  temperatureIn: number;
  temperatureJudged: number;
  humidityIn: number;
  humidityJudged: number;
}

type Cells = Record<string, unknown>;

/** A bucket's average of a metric: its sum over its count; null without a reading. */
export const average = (sum: unknown, n: unknown): number | null => {
  const count = Number(n ?? 0);
  return count > 0 ? Number(sum) / count : null;
};

/** The first and last of every run of lit buckets (a share of one half or more) and of dark ones. */
const edgesQuery = (db: Kysely<Database>, deviceId: string, from: number, to: number) =>
  sql`select bucket, light_sum, light_n from (
      select bucket, light_sum, light_n, lit,
        lag(lit) over w as lit_before, lead(lit) over w as lit_after
      from (
        select bucket, light_sum, light_n, case when light_sum / light_n >= 0.5 then 1 else 0 end as lit
        from climate_rollups_5m
        where device_id = ${deviceId} and bucket >= ${from} and bucket < ${to} and light_n > 0
      ) k
      window w as (order by bucket)
    ) r
    where lit_before is null or lit_after is null or lit <> lit_before or lit <> lit_after
    order by bucket`.compile(db);

/**
 * On SQLite, every bucket with a light reading as one JSON array per column, in time order (SQLite's
 * window functions measured slower than these arrays, steering-water.ts).
 */
const packedLightQuery = (db: Kysely<Database>, deviceId: string, from: number, to: number) =>
  sql`select cast(json_group_array(bucket) as blob) as bucket, cast(json_group_array(light_sum) as blob) as light_sum,
      cast(json_group_array(light_n) as blob) as light_n
    from (select bucket, light_sum, light_n from climate_rollups_5m
      where device_id = ${deviceId} and bucket >= ${from} and bucket < ${to} and light_n > 0 order by bucket)`.compile(
    db,
  );

const parse = (cell: unknown) => JSON.parse(String(cell)) as number[];

/**
 * A controller's buckets with a light reading where the lights may have switched: the first and last of
 * every run of lit buckets (a share of one half or more) and of dark ones. Light switches read nothing
 * else of them: the runs, their lengths and the shares either side of each edge are all there.
 * PostgreSQL keeps them by window functions; SQLite sends every bucket, and they are picked out here.
 */
export async function lightEdges(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
): Promise<SteeringLightBucket[]> {
  const parameters = [deviceId, from, to];
  if (isPostgres(db)) {
    const rows = await runHistoryQuery<Cells>(db, 'steering-light-edges', parameters, () => ({
      compile: () => edgesQuery(db, deviceId, from, to),
    }));
    return rows.map((row) => ({ ts: Number(row.bucket), light: average(row.light_sum, row.light_n) }));
  }
  const [row] = await runHistoryQuery<Cells>(db, 'steering-light-packed', parameters, () => ({
    compile: () => packedLightQuery(db, deviceId, from, to),
  }));
  const buckets = parse(row!.bucket);
  const sums = parse(row!.light_sum);
  const counts = parse(row!.light_n);
  const lit = buckets.map((_, i) => sums[i]! / counts[i]! >= 0.5);
  const edges: SteeringLightBucket[] = [];
  lit.forEach((on, i) => {
    if (i === 0 || i === lit.length - 1 || on !== lit[i - 1] || on !== lit[i + 1]) {
      edges.push({ ts: buckets[i]!, light: average(sums[i], counts[i]) });
    }
  });
  return edges;
}

const totalsQuery = (
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  target: { min: number; max: number } | null,
) =>
  sql`select count(case when vpd_n > 0 then 1 end) as vpd_measured,
      count(case when vpd_n > 0 and vpd_sum / vpd_n >= ${target?.min ?? null}
        and vpd_sum / vpd_n <= ${target?.max ?? null} then 1 end) as vpd_inside,
      coalesce(sum(temperature_in), 0) as temperature_in,
      coalesce(sum(temperature_judged), 0) as temperature_judged,
      coalesce(sum(humidity_in), 0) as humidity_in, coalesce(sum(humidity_judged), 0) as humidity_judged
    from climate_rollups_5m
    where device_id = ${deviceId} and bucket >= ${from} and bucket < ${to}`.compile(db);

/**
 * A controller's totals over [from, to): its buckets with a VPD reading and those whose average lay in
 * the target (both ends included; none without a target), and the readings judged against its limits and
 * those inside.
 */
export async function climateTotals(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  target: { min: number; max: number } | null,
): Promise<SteeringClimateTotals> {
  const parameters = [target?.min ?? null, target?.max ?? null, deviceId, from, to];
  const [row] = await runHistoryQuery<Cells>(db, 'steering-climate-totals', parameters, () => ({
    compile: () => totalsQuery(db, deviceId, from, to, target),
  }));
  return {
    vpdMeasured: Number(row?.vpd_measured ?? 0),
    vpdInside: Number(row?.vpd_inside ?? 0),
    temperatureIn: Number(row?.temperature_in ?? 0),
    temperatureJudged: Number(row?.temperature_judged ?? 0),
    humidityIn: Number(row?.humidity_in ?? 0),
    humidityJudged: Number(row?.humidity_judged ?? 0),
  };
}

const moistureQuery = (
  db: Kysely<Database>,
  deviceId: string,
  spans: readonly { from: number; to: number }[],
) =>
  sql`select s.bucket, s.moisture_pct_sum, s.moisture_pct_n
    from ${spansTable(db, spans)} w cross join soil_rollups_5m s
    where s.device_id = ${deviceId} and s.bucket >= w.span_from and s.bucket < w.span_to
      and s.moisture_pct_n > 0
    order by s.bucket`.compile(db);

/** A probe's buckets with a moisture reading beginning in any of these spans, which lie apart; oldest first. */
export async function moistureIn(
  db: Kysely<Database>,
  deviceId: string,
  spans: readonly { from: number; to: number }[],
): Promise<{ ts: number; moisture: number | null }[]> {
  if (spans.length === 0) return [];
  const json = JSON.stringify(spans.map((span) => [span.from, span.to]));
  const rows = await runHistoryQuery<Cells>(db, 'steering-moisture-in', [json, deviceId], () => ({
    compile: () => moistureQuery(db, deviceId, spans),
  }));
  return rows.map((row) => ({
    ts: Number(row.bucket),
    moisture: average(row.moisture_pct_sum, row.moisture_pct_n),
  }));
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runHistoryQuery } from './history.repository.ts';
import { isPostgres } from './reading-partitions.ts';
import { instantsTable } from './steering-lists.ts';

/** A water meter's reading: its running totals (litres) and the inflow rate (litres a minute). */
export interface SteeringWaterReading {
  ts: number;
  inTotal: number | null;
  outTotal: number | null;
  inRate: number | null;
}

type Cells = Record<string, unknown>;

/**
 * The changes are planned for their values on every call: after five runs PostgreSQL's generic plan for
 * a named statement, not knowing which months the range holds, appended the partitions and sorted ten
 * weeks of readings on disk (250 ms) where the plan for the values reads them in order (110 ms).
 */
const PLANNED_PER_CALL = { named: false, textRows: false };

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * On PostgreSQL, the readings where a total differs (or is missing where the other one is not) from the
 * reading before or after: both ends of every change, over one named window. The range's first and last
 * reading come too, which changes nothing.
 */
const changedReadings = (db: Kysely<Database>, deviceId: string, from: number, to: number) => {
  const query = sql`select ts, in_total_l, out_total_l, in_rate_lpm from (
        select ts, in_total_l, out_total_l, in_rate_lpm,
          lag(in_total_l) over w as in_before, lag(out_total_l) over w as out_before,
          lead(in_total_l) over w as in_after, lead(out_total_l) over w as out_after
        from water_readings
        where device_id = ${deviceId} and ts >= ${from} and ts < ${to}
        window w as (order by ts)
      ) r
    where in_total_l is distinct from in_before or out_total_l is distinct from out_before
      or in_total_l is distinct from in_after or out_total_l is distinct from out_after
    order by ts`;
  return { compile: () => query.compile(db) };
};

/** The last reading before each cut and the first at or after it, in [from, to) (index probes). */
const readingsBesideCuts = (
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  cuts: readonly number[],
) => {
  const query = sql`select ts, in_total_l, out_total_l, in_rate_lpm from water_readings
    where device_id = ${deviceId} and ts >= ${from} and ts < ${to} and ts in (
      select (select max(w.ts) from water_readings w
        where w.device_id = ${deviceId} and w.ts >= ${from} and w.ts < c.at) from ${instantsTable(db, cuts)} c
      union
      select (select min(w.ts) from water_readings w
        where w.device_id = ${deviceId} and w.ts >= c.at and w.ts < ${to}) from ${instantsTable(db, cuts)} c
    )
    order by ts`;
  return { compile: () => query.compile(db) };
};

/**
 * On SQLite, the range's readings as one JSON array per column, in time order (json_group_array keeps
 * the subquery's order, as the climate series' JSON does, history.repository.ts): SQLite's window
 * functions measured slower than sending every reading, and rows slower than these four arrays.
 */
const packedReadings = (db: Kysely<Database>, deviceId: string, from: number, to: number) =>
  sql`select cast(json_group_array(ts) as blob) as ts, cast(json_group_array(in_total_l) as blob) as in_total,
      cast(json_group_array(out_total_l) as blob) as out_total, cast(json_group_array(in_rate_lpm) as blob) as in_rate
    from (select ts, in_total_l, out_total_l, in_rate_lpm from water_readings
      where device_id = ${deviceId} and ts >= ${from} and ts < ${to} order by ts)`.compile(db);

const parse = (cell: unknown) => JSON.parse(String(cell)) as (number | null)[];

/** The same readings as changedReadings keeps, picked out of every reading. */
function keptOfPacked(row: Cells): SteeringWaterReading[] {
  const ts = parse(row.ts) as number[];
  const inTotal = parse(row.in_total);
  const outTotal = parse(row.out_total);
  const inRate = parse(row.in_rate);
  const keep = new Uint8Array(ts.length);
  if (ts.length > 0) keep[0] = keep[ts.length - 1] = 1;
  for (let i = 1; i < ts.length; i += 1) {
    if (inTotal[i] !== inTotal[i - 1] || outTotal[i] !== outTotal[i - 1]) keep[i - 1] = keep[i] = 1;
  }
  const kept: SteeringWaterReading[] = [];
  keep.forEach((flag, i) => {
    if (flag) kept.push({ ts: ts[i]!, inTotal: inTotal[i]!, outTotal: outTotal[i]!, inRate: inRate[i]! });
  });
  return kept;
}

const readingOf = (row: Cells): SteeringWaterReading => ({
  ts: Number(row.ts),
  inTotal: num(row.in_total_l),
  outTotal: num(row.out_total_l),
  inRate: num(row.in_rate_lpm),
});

/**
 * A meter's readings in [from, to) either side of each change of a total (moved, went missing, came
 * back), and its first and last, oldest first: ten weeks of a meter reading every minute come to a few
 * thousand. PostgreSQL keeps them in SQL; SQLite sends every reading and they are picked out here.
 */
export async function waterChanges(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
): Promise<SteeringWaterReading[]> {
  if (!isPostgres(db)) {
    const [row] = await runHistoryQuery<Cells>(db, 'steering-water-packed', [deviceId, from, to], () => ({
      compile: () => packedReadings(db, deviceId, from, to),
    }));
    return keptOfPacked(row!);
  }
  const rows = await runHistoryQuery<Cells>(
    db,
    'steering-water-changes',
    [deviceId, from, to],
    () => changedReadings(db, deviceId, from, to),
    PLANNED_PER_CALL,
  );
  return rows.map(readingOf);
}

/**
 * A meter's readings in [from, to) either side of each cut, oldest first. A cut outside the range stands
 * at its nearer end: the range's first reading or its last is then beside it.
 */
export async function waterBesideCuts(
  db: Kysely<Database>,
  deviceId: string,
  from: number,
  to: number,
  cuts: readonly number[],
): Promise<SteeringWaterReading[]> {
  const inside = [...new Set(cuts.map((at) => Math.min(Math.max(at, from), to)))];
  if (inside.length === 0) return [];
  const json = JSON.stringify(inside);
  const rows = await runHistoryQuery<Cells>(
    db,
    'steering-water-cuts',
    [deviceId, from, to, deviceId, from, json, deviceId, to, json],
    () => readingsBesideCuts(db, deviceId, from, to, inside),
  );
  return rows.map(readingOf);
}

/**
 * Readings of one meter from several of the reads above as one list, each reading once, oldest first.
 * Less those inside a stretch where neither total moved, a meter's readings read pair by pair give the
 * same: every pair where a total moved is still a pair; the pairs left out moved nothing, and two
 * readings now side by side across them hold the same totals, so they count nothing either; and with the
 * readings beside the bounds of a span, the span still holds a pair wherever it held one (its litres are
 * 0, not unknown).
 */
export function joinReadings(...lists: readonly (readonly SteeringWaterReading[])[]): SteeringWaterReading[] {
  const byTs = new Map<number, SteeringWaterReading>();
  for (const list of lists) for (const reading of list) byTs.set(reading.ts, reading);
  return [...byTs.values()].sort((a, b) => a.ts - b.ts);
}

import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  additiveColumns,
  CLIMATE_JUDGED_METRICS,
  CLIMATE_ROLLUP_METRICS,
  extremeColumns,
  rollupColumns,
  ROLLUP_SIZES,
  ROLLUP_TABLES,
  SOIL_ROLLUP_METRICS,
  type RollupKind,
  type RollupTable,
} from './rollup-spec.ts';

/** A stored reading as the rollups read it: its metric columns, and for climate the in-range verdicts. */
export type RolledReading = Record<string, unknown> & {
  device_id: string;
  ts: number | string;
  /** Per thresholded metric: 1 inside the limits in force, 0 outside, null or absent when not judged. */
  in_range?: Partial<Record<(typeof CLIMATE_JUDGED_METRICS)[number], 0 | 1 | null>>;
};

/** A partial rollup row, its cells in `rollupColumns(kind)` order: device id, bucket, additive, min, max. */
type Cells = (string | number | null)[];

const num = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Where each metric's cells sit in a row, worked out once per kind (this runs for every stored reading). */
function layoutOf(kind: RollupKind) {
  const columns = rollupColumns(kind);
  const at = (column: string) => columns.indexOf(column);
  const metrics = kind === 'soil' ? SOIL_ROLLUP_METRICS : CLIMATE_ROLLUP_METRICS;
  const { min, max } = extremeColumns(kind);
  return {
    width: columns.length,
    additive: additiveColumns(kind).map(at),
    extremes: [...min, ...max].map(at),
    metrics: metrics.map((m) => ({
      m,
      sum: at(`${m}_sum`),
      n: at(`${m}_n`),
      min: at(`${m}_min`),
      max: at(`${m}_max`),
    })),
    light: kind === 'climate' ? { sum: at('light_sum'), n: at('light_n') } : null,
    judged:
      kind === 'climate'
        ? CLIMATE_JUDGED_METRICS.map((m) => ({ m, inside: at(`${m}_in`), judged: at(`${m}_judged`) }))
        : [],
    min: min.map(at),
    max: max.map(at),
  };
}
const LAYOUTS = { climate: layoutOf('climate'), soil: layoutOf('soil') };

function emptyRow(kind: RollupKind, deviceId: string, bucket: number): Cells {
  const layout = LAYOUTS[kind];
  const row: Cells = new Array(layout.width).fill(null);
  row[0] = deviceId;
  row[1] = bucket;
  for (const i of layout.additive) row[i] = 0;
  return row;
}

/** The readings folded into one partial rollup row per (device, bucket of `size`). */
export function foldReadings(kind: RollupKind, readings: readonly RolledReading[], size: number): Cells[] {
  const layout = LAYOUTS[kind];
  const rows: Cells[] = [];
  const byDevice = new Map<string, Map<number, Cells>>();
  for (const reading of readings) {
    const bucket = Math.floor(Number(reading.ts) / size) * size;
    let buckets = byDevice.get(reading.device_id);
    if (!buckets) byDevice.set(reading.device_id, (buckets = new Map()));
    let row = buckets.get(bucket);
    if (!row) {
      row = emptyRow(kind, reading.device_id, bucket);
      buckets.set(bucket, row);
      rows.push(row);
    }
    for (const { m, sum, n, min, max } of layout.metrics) {
      const value = num(reading[m]);
      if (value === null) continue;
      (row[sum] as number) += value;
      (row[n] as number) += 1;
      if (row[min] === null || value < (row[min] as number)) row[min] = value;
      if (row[max] === null || value > (row[max] as number)) row[max] = value;
    }
    if (layout.light) {
      const light = num(reading.light_status);
      if (light !== null) {
        (row[layout.light.sum] as number) += light;
        (row[layout.light.n] as number) += 1;
      }
    }
    const verdicts = reading.in_range;
    if (verdicts) {
      for (const { m, inside, judged } of layout.judged) {
        const verdict = verdicts[m];
        if (verdict === 0 || verdict === 1) {
          (row[judged] as number) += 1;
          (row[inside] as number) += verdict;
        }
      }
    }
  }
  return rows;
}

/** Partial rows regrouped into coarser buckets (5-minute rows into hours), merged as the upsert merges them. */
export function regroup(kind: RollupKind, rows: readonly Cells[], size: number): Cells[] {
  const layout = LAYOUTS[kind];
  const out: Cells[] = [];
  const byKey = new Map<string, Cells>();
  for (const row of rows) {
    const bucket = Math.floor((row[1] as number) / size) * size;
    const key = `${String(row[0])}\u0000${bucket}`;
    let into = byKey.get(key);
    if (!into) {
      into = emptyRow(kind, row[0] as string, bucket);
      byKey.set(key, into);
      out.push(into);
    }
    for (const i of layout.additive) (into[i] as number) += row[i] as number;
    for (const i of layout.min)
      if (row[i] !== null && (into[i] === null || (row[i] as number) < (into[i] as number)))
        into[i] = row[i]!;
    for (const i of layout.max)
      if (row[i] !== null && (into[i] === null || (row[i] as number) > (into[i] as number)))
        into[i] = row[i]!;
  }
  return out;
}

/** Rows per upsert: at 30 columns, under SQLite's 32,766 bound parameters; fewer, larger statements are cheaper. */
const CHUNK = 1000;
const statements = new WeakMap<object, Map<string, string>>();

/** The upsert of `count` partial rows into `table`, compiled once per (dialect, table, count). */
function upsertSql(db: Kysely<Database>, kind: RollupKind, table: RollupTable, count: number): string {
  const adapter = db.getExecutor().adapter;
  let cache = statements.get(adapter);
  if (!cache) statements.set(adapter, (cache = new Map()));
  const key = `${table}:${count}`;
  let text = cache.get(key);
  if (text === undefined) {
    const placeholder = Object.fromEntries(rollupColumns(kind).map((c) => [c, null]));
    const current = (c: string) => sql.ref(`${table}.${c}`);
    const incoming = (c: string) => sql.ref(`excluded.${c}`);
    const { min, max } = extremeColumns(kind);
    const keep = (c: string, op: '<' | '>') =>
      sql`case when ${incoming(c)} is null then ${current(c)} when ${current(c)} is null or ${incoming(c)} ${sql.raw(op)} ${current(c)} then ${incoming(c)} else ${current(c)} end`;
    const set = Object.fromEntries([
      ...additiveColumns(kind).map((c) => [c, sql`${current(c)} + ${incoming(c)}`]),
      ...min.map((c) => [c, keep(c, '<')]),
      ...max.map((c) => [c, keep(c, '>')]),
    ]);
    text = db
      .insertInto(table)
      .values(Array.from({ length: count }, () => placeholder) as never)
      .onConflict((oc) => oc.columns(['device_id', 'bucket']).doUpdateSet(set as never))
      .compile().sql;
    cache.set(key, text);
  }
  return text;
}

/**
 * Adds newly stored readings to every rollup of their kind. Called with the rows an insert actually
 * stored (a duplicate delivery stores nothing, so it adds nothing); addition commutes, so readings
 * arriving out of order fold to the same totals.
 */
export async function addToRollups(
  db: Kysely<Database>,
  kind: RollupKind,
  readings: readonly RolledReading[],
): Promise<void> {
  if (readings.length === 0) return;
  const fiveMinutes = foldReadings(kind, readings, ROLLUP_SIZES['5m']);
  const hours = regroup(kind, fiveMinutes, ROLLUP_SIZES['1h']);
  for (const [table, rows] of [
    [ROLLUP_TABLES[kind]['5m'], fiveMinutes],
    [ROLLUP_TABLES[kind]['1h'], hours],
  ] as const) {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await db.executeQuery(CompiledQuery.raw(upsertSql(db, kind, table, chunk.length), chunk.flat()));
    }
  }
}

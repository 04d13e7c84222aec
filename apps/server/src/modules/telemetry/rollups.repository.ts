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

type Partial_ = Record<string, number | string | null>;

const num = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The readings folded into one partial rollup row per (device, bucket). */
export function foldReadings(kind: RollupKind, readings: readonly RolledReading[], size: number): Partial_[] {
  const metrics = kind === 'soil' ? SOIL_ROLLUP_METRICS : CLIMATE_ROLLUP_METRICS;
  const rows = new Map<string, Partial_>();
  for (const reading of readings) {
    const bucket = Math.floor(Number(reading.ts) / size) * size;
    const key = `${reading.device_id}\u0000${bucket}`;
    let row = rows.get(key);
    if (!row) {
      row = { device_id: reading.device_id, bucket };
      for (const c of additiveColumns(kind)) row[c] = 0;
      const { min, max } = extremeColumns(kind);
      for (const c of [...min, ...max]) row[c] = null;
      rows.set(key, row);
    }
    const acc = row;
    const add = (column: string, by: number) => void (acc[column] = (acc[column] as number) + by);
    for (const m of metrics) {
      const value = num(reading[m]);
      if (value === null) continue;
      add(`${m}_sum`, value);
      add(`${m}_n`, 1);
      const low = acc[`${m}_min`] as number | null;
      const high = acc[`${m}_max`] as number | null;
      if (low === null || value < low) acc[`${m}_min`] = value;
      if (high === null || value > high) acc[`${m}_max`] = value;
    }
    if (kind === 'climate') {
      const light = num(reading.light_status);
      if (light !== null) {
        add('light_sum', light);
        add('light_n', 1);
      }
      for (const m of CLIMATE_JUDGED_METRICS) {
        const verdict = reading.in_range?.[m];
        if (verdict === 0 || verdict === 1) {
          add(`${m}_judged`, 1);
          add(`${m}_in`, verdict);
        }
      }
    }
  }
  return [...rows.values()];
}

/** Rows per upsert: well under SQLite's bound-parameter limit at 30-odd columns. */
const CHUNK = 200;
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
  const columns = rollupColumns(kind);
  for (const [size, table] of Object.entries(ROLLUP_TABLES[kind]) as [
    keyof typeof ROLLUP_SIZES,
    RollupTable,
  ][]) {
    const rows = foldReadings(kind, readings, ROLLUP_SIZES[size]);
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const parameters = chunk.flatMap((row) => columns.map((c) => row[c] ?? null));
      await db.executeQuery(CompiledQuery.raw(upsertSql(db, kind, table, chunk.length), parameters));
    }
  }
}

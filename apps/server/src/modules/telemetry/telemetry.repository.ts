import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ClimateReadingsTable, SoilReadingsTable, WaterReadingsTable } from './telemetry.table.ts';

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 10 columns. */
const CHUNK = 500;

type HistoryTable = 'climate_readings' | 'soil_readings' | 'water_readings';

/** Each history table's columns, in the order its inserts take the values (the bench seed's too). */
export const HISTORY_COLUMNS = {
  climate_readings: ['device_id', 'ts', 'temperature', 'humidity', 'co2', 'vpd', 'light_status'],
  soil_readings: [
    'device_id',
    'ts',
    'moisture_pct',
    'temp_c',
    'ec_mscm',
    'ph',
    'n_mgkg',
    'p_mgkg',
    'k_mgkg',
    'in_medium',
  ],
  water_readings: ['device_id', 'ts', 'in_rate_lpm', 'in_total_l', 'out_rate_lpm', 'out_total_l'],
} as const satisfies Record<HistoryTable, readonly string[]>;

/**
 * The SQL of a `rows`-row insert, compiled by Kysely once per (dialect, table, row count) and reused:
 * building and compiling the query tree for every value cost more than running the insert itself
 * (docs/performance.md, telemetry-insert). Kysely still writes the dialect's own placeholders. Keyed
 * by the dialect adapter, which a database and all its transactions share.
 */
const statements = new WeakMap<object, Map<string, string>>();

function insertSql(db: Kysely<Database>, table: HistoryTable, rows: number): string {
  const dialect = db.getExecutor().adapter;
  let cache = statements.get(dialect);
  if (!cache) statements.set(dialect, (cache = new Map()));
  const key = `${table}:${rows}`;
  let text = cache.get(key);
  if (text === undefined) {
    const placeholderRow = Object.fromEntries(HISTORY_COLUMNS[table].map((column) => [column, null]));
    text = db
      .insertInto(table)
      .values(Array.from({ length: rows }, () => placeholderRow) as never)
      .onConflict((oc) => oc.columns(['device_id', 'ts']).doNothing())
      .compile().sql;
    cache.set(key, text);
  }
  return text;
}

async function insertRows<T extends object>(
  db: Kysely<Database>,
  table: HistoryTable,
  rows: readonly T[],
): Promise<void> {
  const columns = HISTORY_COLUMNS[table] as readonly string[];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const parameters: unknown[] = [];
    for (const row of chunk) {
      for (const column of columns) parameters.push((row as Record<string, unknown>)[column] ?? null);
    }
    await db.executeQuery(CompiledQuery.raw(insertSql(db, table, chunk.length), parameters));
  }
}

// A row already stored under (device_id, ts) is skipped: the cloud delivers at least once.
export const telemetryRepository = {
  insertClimate: (db: Kysely<Database>, rows: Insertable<ClimateReadingsTable>[]) =>
    insertRows(db, 'climate_readings', rows),
  insertSoil: (db: Kysely<Database>, rows: Insertable<SoilReadingsTable>[]) =>
    insertRows(db, 'soil_readings', rows),
  insertWater: (db: Kysely<Database>, rows: Insertable<WaterReadingsTable>[]) =>
    insertRows(db, 'water_readings', rows),
};

/** bigint columns come back as strings on PostgreSQL. */
export const toMs = (value: number | string | null): number | null => (value === null ? null : Number(value));

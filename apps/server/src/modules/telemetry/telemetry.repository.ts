import type { DeviceKind } from '@canopy/shared/device-contract';
import { CompiledQuery, type Insertable, type Kysely, type QueryResult } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SOIL_ROLLUP_METRICS } from './rollup-spec.ts';
import { addToRollups, type RolledReading } from './rollups.repository.ts';
import type { ClimateReadingsTable, SoilReadingsTable, WaterReadingsTable } from './telemetry.table.ts';

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 10 columns. */
const CHUNK = 500;

type HistoryTable = 'climate_readings' | 'soil_readings' | 'water_readings';

/** Each device kind's history table. */
export const HISTORY_TABLE: Record<DeviceKind, HistoryTable> = {
  climate: 'climate_readings',
  soil: 'soil_readings',
  water: 'water_readings',
};

/** How `storedKeys` names a reading. */
export const readingKey = (deviceId: string, ts: number) => `${deviceId}\u0000${ts}`;

/** The tables with rollups: the rows their inserts stored are folded in. */
const ROLLED: Partial<Record<HistoryTable, 'climate' | 'soil'>> = {
  climate_readings: 'climate',
  soil_readings: 'soil',
};

/** Each history table's columns, in the order its inserts take the values (the bench seed's too). */
export const HISTORY_COLUMNS = {
  climate_readings: ['device_id', 'ts', 'temperature', 'humidity', 'co2', 'vpd', 'light_status'],
  soil_readings: ['device_id', 'ts', ...SOIL_ROLLUP_METRICS, 'in_medium'],
  water_readings: ['device_id', 'ts', 'in_rate_lpm', 'in_total_l', 'out_rate_lpm', 'out_total_l'],
} as const satisfies Record<HistoryTable, readonly string[]>;

/**
 * The SQL of a `rows`-row insert, compiled by Kysely once per (dialect, table, row count) and reused:
 * building and compiling the query tree for every value cost more than running the insert itself.
 * Kysely still writes the dialect's own placeholders. Keyed by the dialect adapter, which a database and
 * all its transactions share. `returning` adds the stored rows' keys to the answer.
 */
const statements = new WeakMap<object, Map<string, string>>();

function insertSql(db: Kysely<Database>, table: HistoryTable, rows: number, returning: boolean): string {
  const dialect = db.getExecutor().adapter;
  let cache = statements.get(dialect);
  if (!cache) statements.set(dialect, (cache = new Map()));
  const key = `${table}:${rows}:${returning}`;
  let text = cache.get(key);
  if (text === undefined) {
    const placeholderRow = Object.fromEntries(HISTORY_COLUMNS[table].map((column) => [column, null]));
    const insert = db
      .insertInto(table)
      .values(Array.from({ length: rows }, () => placeholderRow) as never)
      .onConflict((oc) => oc.columns(['device_id', 'ts']).doNothing());
    text = (returning ? insert.returning(['device_id', 'ts']) : insert).compile().sql;
    cache.set(key, text);
  }
  return text;
}

async function insertRows<T extends object>(
  db: Kysely<Database>,
  table: HistoryTable,
  rows: readonly T[],
): Promise<void> {
  // A reading and its share of the rollups are stored together or not at all.
  if (ROLLED[table] && !db.isTransaction && rows.length > 0) {
    await db.transaction().execute((trx) => insertRows(trx, table, rows));
    return;
  }
  const columns = HISTORY_COLUMNS[table] as readonly string[];
  const rolled = ROLLED[table];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK) as unknown as RolledReading[];
    const parameters: unknown[] = [];
    for (const row of chunk) {
      for (const column of columns) parameters.push(row[column] ?? null);
    }
    const insert = (returning: boolean) =>
      db.executeQuery<{ device_id: string; ts: number | string }>(
        CompiledQuery.raw(insertSql(db, table, chunk.length, returning), parameters),
      );
    if (!rolled) await insert(false);
    else await addToRollups(db, rolled, await insertRolled(db, chunk, insert));
  }
}

const run = (db: Kysely<Database>, statement: string) => db.executeQuery(CompiledQuery.raw(statement));

/**
 * Inserts a chunk of readings with rollups and answers the ones it stored. Nearly always every row is
 * new, which the affected-row count proves without the insert returning each row's key (returning them
 * doubled SQLite's time for the insert); when some were stored already, the insert is undone to its
 * savepoint and made again, returning the keys of the rows it stored.
 */
async function insertRolled(
  db: Kysely<Database>,
  chunk: RolledReading[],
  insert: (returning: boolean) => Promise<QueryResult<{ device_id: string; ts: number | string }>>,
): Promise<RolledReading[]> {
  await run(db, 'savepoint readings_chunk');
  const { numAffectedRows } = await insert(false);
  if (Number(numAffectedRows) === chunk.length) {
    await run(db, 'release savepoint readings_chunk');
    return chunk;
  }
  await run(db, 'rollback to savepoint readings_chunk');
  await run(db, 'release savepoint readings_chunk');
  return storedOf(chunk, (await insert(true)).rows);
}

/** The input rows the insert stored (a row already there, or twice in one batch, is skipped by the database). */
function storedOf(
  chunk: readonly RolledReading[],
  stored: readonly { device_id: string; ts: number | string }[],
): RolledReading[] {
  const wanted = new Set(stored.map((row) => `${row.device_id}\u0000${Number(row.ts)}`));
  const kept: RolledReading[] = [];
  for (const row of chunk) {
    const key = `${row.device_id}\u0000${Number(row.ts)}`;
    if (wanted.delete(key)) kept.push(row);
  }
  return kept;
}

/** A climate row with, optionally, whether each thresholded value was inside the limits in force. */
export type ClimateRowToStore = Insertable<ClimateReadingsTable> & Pick<RolledReading, 'in_range'>;

// A row already stored under (device_id, ts) is skipped: the cloud delivers at least once. Climate and
// soil rows stored are added to their rollups in the same transaction as the insert.
export const telemetryRepository = {
  insertClimate: (db: Kysely<Database>, rows: ClimateRowToStore[]) =>
    insertRows(db, 'climate_readings', rows),
  insertSoil: (db: Kysely<Database>, rows: Insertable<SoilReadingsTable>[]) =>
    insertRows(db, 'soil_readings', rows),
  insertWater: (db: Kysely<Database>, rows: Insertable<WaterReadingsTable>[]) =>
    insertRows(db, 'water_readings', rows),

  /** Which of these readings of one kind are stored already, as `readingKey`s (a few minutes' worth). */
  async storedKeys(
    db: Kysely<Database>,
    kind: DeviceKind,
    readings: readonly { deviceId: string; ts: number }[],
  ): Promise<Set<string>> {
    if (readings.length === 0) return new Set();
    const times = readings.map((reading) => reading.ts);
    const rows = await db
      .selectFrom(HISTORY_TABLE[kind])
      .select(['device_id', 'ts'])
      .where('device_id', 'in', [...new Set(readings.map((reading) => reading.deviceId))])
      .where('ts', '>=', Math.min(...times))
      .where('ts', '<=', Math.max(...times))
      .execute();
    return new Set(rows.map((row) => readingKey(row.device_id, Number(row.ts))));
  },
};

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The raw readings tables, partitioned by month of `ts` on PostgreSQL (migration 0011). */
export const PARTITIONED_READINGS = ['climate_readings', 'soil_readings', 'water_readings'] as const;
export type PartitionedReadings = (typeof PARTITIONED_READINGS)[number];

/** Months made ahead of time, so a reading never waits on one and the default partition stays empty. */
export const MONTHS_AHEAD = 3;

const monthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};
export const partitionName = (table: PartitionedReadings, monthMs: number) =>
  `${table}_p${new Date(monthMs).toISOString().slice(0, 7).replace('-', '')}`;

export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Makes the monthly partitions of every readings table from `fromMs`'s month to `MONTHS_AHEAD` months after
 * `nowMs`'s, where missing; returns the names made. A month whose rows already sit in the default
 * partition (a device clock far ahead) cannot be made; it is skipped, and its rows stay readable there.
 */
export async function ensureMonths(db: Kysely<Database>, fromMs: number, nowMs: number): Promise<string[]> {
  if (!isPostgres(db)) return [];
  const made: string[] = [];
  let last = monthStart(nowMs);
  for (let i = 0; i < MONTHS_AHEAD; i += 1) last = nextMonth(last);
  for (const table of PARTITIONED_READINGS) {
    const existing = new Set(await partitionsOf(db, table));
    for (let month = monthStart(fromMs); month <= last; month = nextMonth(month)) {
      const name = partitionName(table, month);
      if (existing.has(name)) continue;
      try {
        await sql`create table ${sql.table(name)} partition of ${sql.table(table)}
          for values from (${sql.lit(month)}) to (${sql.lit(nextMonth(month))})`.execute(db);
        made.push(name);
      } catch {
        // The default partition holds rows of that month: they stay there, still read and retained.
      }
    }
  }
  return made;
}

/** The monthly partitions of a table (not its default), oldest first. */
export async function partitionsOf(db: Kysely<Database>, table: PartitionedReadings): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select child.relname as name from pg_inherits
      join pg_class child on child.oid = pg_inherits.inhrelid
      join pg_class parent on parent.oid = pg_inherits.inhparent
    where parent.relname = ${table} and child.relname like ${`${table}_p%`} order by child.relname`.execute(
    db,
  );
  return rows.map((row) => row.name);
}

/** Drops the table's months that end at or before `cutoffMs`; returns how many rows went with them. */
export async function dropMonthsBefore(
  db: Kysely<Database>,
  table: PartitionedReadings,
  cutoffMs: number,
): Promise<number> {
  if (!isPostgres(db)) return 0;
  let removed = 0;
  for (const name of await partitionsOf(db, table)) {
    const [, year, month] = /_p(\d{4})(\d{2})$/.exec(name) ?? [];
    if (!year || !month) continue;
    if (nextMonth(Date.UTC(Number(year), Number(month) - 1, 1)) > cutoffMs) break;
    const { rows } = await sql<{ count: string }>`select count(*) as count from ${sql.table(name)}`.execute(
      db,
    );
    await sql`drop table ${sql.table(name)}`.execute(db);
    removed += Number(rows[0]?.count ?? 0);
  }
  return removed;
}

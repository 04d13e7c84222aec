import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type DatabaseHandle,
  migrateToLatest,
  openDatabase,
  type SqliteConnection,
  SqliteDatabase,
} from '../../apps/server/src/testing/bench-entry.ts';
import pg from 'pg';
import type { BenchDatabase } from './app.ts';
import { GateSkipped } from './gate-skipped.ts';
import { benchPostgres, createDatabase, databaseUrl, dropDatabase } from './postgres.ts';
import { seededPostgresUrl } from './seed-postgres.ts';
import { seededSqliteFile, type SeedShape } from './seed.ts';

/** A reference's reads: the driver alone, no Kysely, no app. */
export interface RawReader {
  /** `sql` (placeholders `?`) prepared once; each call runs it with its parameters. */
  prepare(sql: string): (params: readonly unknown[]) => unknown;
  close(): Promise<void> | void;
}

/** A reference's writes: the driver alone, with the product's durability settings. */
export interface RawInserter {
  /** `sql` prepared once and run for every row (its `columns`, in order), all in one transaction. */
  insertEach(sql: string, columns: readonly string[], rows: readonly object[]): Promise<void> | void;
  close(): Promise<void> | void;
}

/** What the storage gates need from a database, so one gate definition runs on both dialects. */
export interface StorageDialect {
  /** Appended to the gate's name: `climate-history` on SQLite, `climate-history-pg` on PostgreSQL. */
  suffix: string;
  /** The seeded database of a shape, built on first use and reused across runs. */
  seeded(shape: SeedShape): Promise<BenchDatabase>;
  reader(database: BenchDatabase): Promise<RawReader>;
  inserter(database: BenchDatabase): Promise<RawInserter>;
  /** Two empty migrated databases (ours, reference) for the insert gate; `drop` removes both. */
  emptyPair(): Promise<{ ours: BenchDatabase; reference: BenchDatabase; drop(): Promise<void> }>;
}

const cell = (row: object, column: string) => (row as Record<string, unknown>)[column];

function openSqlite(database: BenchDatabase): SqliteConnection {
  if (!('sqlitePath' in database)) throw new Error('not a SQLite database');
  const db = new SqliteDatabase(database.sqlitePath);
  // The pragmas the product opens SQLite with (database.ts).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  return db;
}

export const sqlite: StorageDialect = {
  suffix: '',
  seeded: async (shape) => ({ sqlitePath: await seededSqliteFile(shape) }),
  async reader(database) {
    const db = openSqlite(database);
    return {
      prepare(sql) {
        const statement = db.prepare(sql);
        return (params) => statement.all(...params);
      },
      close: () => void db.close(),
    };
  },
  async inserter(database) {
    const db = openSqlite(database);
    return {
      insertEach(sql, columns, rows) {
        const statement = db.prepare(sql);
        db.transaction(() => {
          for (const row of rows) statement.run(...columns.map((column) => cell(row, column)));
        })();
      },
      close: () => void db.close(),
    };
  },
  async emptyPair() {
    const dir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-insert-'));
    const [ours, reference] = ['ours.db', 'reference.db'].map((file) => ({
      sqlitePath: path.join(dir, file),
    }));
    for (const database of [ours!, reference!]) await migrated(database);
    return { ours: ours!, reference: reference!, drop: async () => rmSync(dir, { recursive: true }) };
  },
};

/**
 * An empty pair of the dialect whose `ours` is filled by `seed` through the product's own database handle,
 * closed again before the caller starts an app on it.
 */
export async function seededPair(
  dialect: StorageDialect,
  seed: (database: DatabaseHandle) => Promise<void>,
): Promise<Awaited<ReturnType<StorageDialect['emptyPair']>>> {
  const pair = await dialect.emptyPair();
  const database = openDatabase({ sqlitePath: '', ...pair.ours });
  await seed(database);
  await database.destroy();
  return pair;
}

/** A plain pg client whose statements are named: parsed by the server once, then bound and executed. */
async function namedStatementClient(database: BenchDatabase) {
  if (!('databaseUrl' in database)) throw new Error('not a PostgreSQL database');
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  const names = new Map<string, string>();
  const named = (sql: string) => {
    let name = names.get(sql);
    if (name === undefined) names.set(sql, (name = `bench_reference_${names.size + 1}`));
    let n = 0;
    return { name, text: sql.replace(/\?/g, () => `$${(n += 1)}`) };
  };
  return { client, named };
}

async function adminUrl(): Promise<string> {
  const server = await benchPostgres();
  if ('unavailable' in server) {
    throw new GateSkipped(
      `no PostgreSQL available (set TEST_DATABASE_URL or install PostgreSQL): ${server.unavailable}`,
    );
  }
  return server.adminUrl;
}

export const postgres: StorageDialect = {
  suffix: '-pg',
  seeded: async (shape) => ({ databaseUrl: await seededPostgresUrl(await adminUrl(), shape) }),
  async reader(database) {
    const { client, named } = await namedStatementClient(database);
    // Each execution is still planned for its own values, as the product's unnamed statements are.
    // PostgreSQL's default switches a named statement to a generic plan after five runs, and for the
    // water aggregate that plan is slower (a sort and a GroupAggregate instead of a HashAggregate): the
    // reference would get slower than ours.
    await client.query('set plan_cache_mode = force_custom_plan');
    return {
      prepare(sql) {
        const statement = named(sql);
        return (params) => client.query({ ...statement, values: [...params] });
      },
      close: () => client.end(),
    };
  },
  async inserter(database) {
    // The default plan cache here: a one-row insert's generic plan saves planning every row.
    const { client, named } = await namedStatementClient(database);
    return {
      async insertEach(sql, columns, rows) {
        const statement = named(sql);
        await client.query('begin');
        try {
          for (const row of rows) {
            await client.query({ ...statement, values: columns.map((column) => cell(row, column)) });
          }
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      },
      close: () => client.end(),
    };
  },
  async emptyPair() {
    const admin = await adminUrl();
    const names = ['ours', 'reference'].map((side) => `canopy_bench_insert_${process.pid}_${side}`);
    for (const name of names) {
      await dropDatabase(admin, name);
      await createDatabase(admin, name);
      await migrated({ databaseUrl: databaseUrl(admin, name) });
    }
    return {
      ours: { databaseUrl: databaseUrl(admin, names[0]!) },
      reference: { databaseUrl: databaseUrl(admin, names[1]!) },
      drop: async () => {
        for (const name of names) await dropDatabase(admin, name);
      },
    };
  },
};

async function migrated(database: BenchDatabase): Promise<void> {
  const handle = openDatabase({ sqlitePath: '', ...database });
  await migrateToLatest(handle.db);
  await handle.destroy();
}

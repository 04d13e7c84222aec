import { existsSync } from 'node:fs';
import { SqliteDatabase, type SqliteConnection } from '../../db/sqlite-driver.ts';
import { LOCK_WAIT_MS } from '../../db/database.ts';
import { noDatabase } from './backup.errors.ts';
import { encodeSqliteValue, type DumpValue } from './column-values.ts';
import {
  SNAPSHOT_BATCH_ROWS,
  selectAllInKeyOrder,
  yieldToEventLoop,
  type DatabaseSnapshot,
} from './database-snapshot.ts';
import { inForeignKeyOrder, readSqliteCatalog } from './table-catalog.ts';

/**
 * A read transaction on a connection of our own. In WAL mode a reader sees the database as it was when
 * its first read ran, whatever is committed after, and it never blocks the server's writers, so the
 * whole dump is one moment without copying the file first. (The WAL grows while the snapshot is held;
 * the server's next checkpoint takes it back.)
 */
export async function openSqliteSnapshot(file: string): Promise<DatabaseSnapshot> {
  if (!existsSync(file)) throw noDatabase(file);
  const sqlite = new SqliteDatabase(file, { fileMustExist: true });
  try {
    sqlite.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
    sqlite.pragma('query_only = ON');
    sqlite.exec('begin');
    // The first read fixes the snapshot: everything below reads that same moment.
    const migrations = readMigrations(sqlite);
    const tables = inForeignKeyOrder(
      await readSqliteCatalog(async (text) => sqlite.prepare(text).all() as Record<string, string | null>[]),
    );
    return {
      dialect: 'sqlite',
      migrations,
      tables,
      async *rows(table) {
        // better-sqlite3 reads synchronously: the server's own work (when in this process) gets turns.
        await yieldToEventLoop();
        const statement = sqlite.prepare(selectAllInKeyOrder(table)).raw(true).safeIntegers(true);
        let batch: DumpValue[][] = [];
        for (const row of statement.iterate() as Iterable<unknown[]>) {
          batch.push(row.map(encodeSqliteValue));
          if (batch.length < SNAPSHOT_BATCH_ROWS) continue;
          yield batch;
          batch = [];
          await yieldToEventLoop();
        }
        if (batch.length > 0) yield batch;
      },
      async close() {
        if (!sqlite.open) return;
        if (sqlite.inTransaction) sqlite.exec('rollback');
        sqlite.close();
      },
    };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

function readMigrations(sqlite: SqliteConnection): string[] {
  const known = sqlite
    .prepare(`select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'`)
    .get() as { n: number };
  if (known.n === 0) return [];
  const rows = sqlite.prepare('select name from kysely_migration order by name').all() as { name: string }[];
  return rows.map((row) => row.name);
}

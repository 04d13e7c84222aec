import type { SqliteConnection, SqliteStatement } from './sqlite-driver.ts';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Enough for every query the app compiles (including the batched inserts' row counts) many times over. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database Kysely's SQLite driver sees, with each SQL text prepared once and reused.
 * Kysely calls `prepare` on every query; compiling the same SQL again each time cost a measurable share
 * of a small request's CPU. A prepared statement is tied to its SQL text, not its
 * parameters, and knows by itself whether it reads (`reader`) or writes, so reusing it is exact for
 * both; SQLite re-prepares it internally after a schema change. Bounded, least recently used out.
 */
export function withStatementCache(
  sqlite: SqliteConnection,
  size = STATEMENT_CACHE_SIZE,
): KyselySqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached) {
        // A statement still being iterated (Kysely's stream) cannot run again until it finishes.
        if (cached.busy) return sqlite.prepare(sql);
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...` selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.sqlitePath);
  return { db, dialect: options.databaseUrl ? 'postgres' : 'sqlite', destroy: () => db.destroy() };
}

function openSqlite(file: string): Kysely<Database> {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, a named scenario for this product.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

function openPostgres(connectionString: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, failover, a dropped test database) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', () => {});
  // The same for a connection in use: pg reports the loss to its running query, but emits 'error' on the
  // client too, which pg-pool only listens to while the client is idle. Without this a connection held
  // across awaits (the event-stream leader's advisory lock) dying would crash the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

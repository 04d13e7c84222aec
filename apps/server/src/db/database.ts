import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from './sqlite-driver.ts';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { PreparingClient } from './prepared-statements.ts';
import { withStatementCache } from './statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

/** How long a write waits for a lock another connection holds, on either database. */
export const LOCK_WAIT_MS = 5000;
const STATEMENT_TIMEOUT_MS = 30_000;

/** A lock wait or statement timeout: the database is busy, not broken. */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite's busy codes; PostgreSQL's lock_not_available and query_canceled (statement_timeout).
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code === '55P03' || code === '57014';
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
  /**
   * PostgreSQL: a new connection outside the pool, not yet connected, for a session that lives as long as
   * the instance (the live updates' LISTEN); its owner connects and ends it.
   */
  dedicatedClient?: () => pg.Client;
}

export interface DatabaseOptions {
  /** `postgres://...` selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** Tests: builds the SQLite handle on its dialect (the transaction guard); unset, a plain Kysely. */
  sqliteKysely?: ((dialect: SqliteDialect) => Kysely<Database>) | undefined;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const { databaseUrl } = options;
  if (!databaseUrl) {
    const db = openSqlite(options.sqlitePath, options.sqliteKysely);
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const db = openPostgres(databaseUrl);
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    // TCP keep-alive: a connection that silently died (a dropped network path) is noticed and replaced.
    dedicatedClient: () => new pg.Client({ connectionString: databaseUrl, keepAlive: true }),
  };
}

function openSqlite(
  file: string,
  kysely = (dialect: SqliteDialect) => new Kysely<Database>({ dialect }),
): Kysely<Database> {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, a named scenario for this product.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
  return kysely(new SqliteDialect({ database: withStatementCache(sqlite) }));
}

function openPostgres(connectionString: string): Kysely<Database> {
  // Bounded waits: a lock held elsewhere (a migration, an operator's psql) or a runaway query ends in
  // an error the API answers as 503, never a request that hangs.
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString,
    max: 10,
    lock_timeout: LOCK_WAIT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  // An idle connection the server drops (restart, failover, a dropped test database) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', () => {});
  // The same for a connection in use: pg reports the loss to its running query, but emits 'error' on the
  // client too, which pg-pool only listens to while the client is idle. Without this a connection held
  // across awaits (the event-stream leader's advisory lock) dying would crash the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

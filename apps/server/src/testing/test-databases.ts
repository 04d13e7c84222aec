import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DialectName } from '../db/database.ts';
import { transactionGuardedKysely } from './transaction-guard.ts';

/** Every repository and HTTP test runs once per dialect. */
export const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated database of the dialect: a SQLite file in a temp dir or a new PostgreSQL database. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'canopy-sqlite-'));
    const file = path.join(dir, 'test.db');
    copyFileSync(inject('sqliteTemplate'), file);
    const handle = openDatabase({ sqlitePath: file, sqliteKysely: transactionGuardedKysely });
    return {
      ...handle,
      drop: async () => (await handle.destroy(), rmSync(dir, { recursive: true, force: true })),
    };
  }
  const database = await createPostgresDatabaseUrl(inject('postgresTemplate'));
  const handle = openDatabase({ databaseUrl: database.url, sqlitePath: '' });
  return {
    ...handle,
    drop: async () => {
      await handle.destroy();
      await database.drop();
    },
  };
}

/**
 * An empty PostgreSQL database on the throwaway server, for a test that starts the server itself; or a
 * copy of `template`.
 */
export async function createPostgresDatabaseUrl(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `canopy_test_${randomBytes(6).toString('hex')}`;
  await withPgClient(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withPgClient(adminUrl, async (client) => {
        // pg's pool.end() resolves before its sockets have closed; a forced drop would then kill those
        // backends and surface as an unhandled 57P01 error, so wait for them to go first.
        for (let i = 0; i < 100; i += 1) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

/** One connection to `url` for `work`, closed after it whatever it ends in. */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

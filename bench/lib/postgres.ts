import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { setup as startThrowawayPostgres } from '../../apps/server/src/testing/postgres-global-setup.ts';

/** Where the PostgreSQL gates run, or why they cannot. */
export type BenchPostgres = { adminUrl: string } | { unavailable: string };

let server: Promise<BenchPostgres> | undefined;

/**
 * The PostgreSQL server the tests use, started once per bench run: TEST_DATABASE_URL when it is set,
 * otherwise the tests' own throwaway server (postgres-global-setup.ts: the machine's PostgreSQL binaries
 * in a temp dir, stopped and removed when this process exits).
 */
export function benchPostgres(): Promise<BenchPostgres> {
  server ??= startServer();
  return server;
}

async function startServer(): Promise<BenchPostgres> {
  let adminUrl: string | undefined;
  // The global setup hands its URL to Vitest's `provide`; here that is the only call it makes.
  const project = { provide: (_key: string, url: string) => (adminUrl = url) };
  try {
    const stop = await startThrowawayPostgres(project as unknown as TestProject);
    if (stop) {
      process.once('exit', stop);
      // Ctrl-C or a kill would otherwise leave the throwaway server running: exit through 'exit'.
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
    }
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  if (!adminUrl) return { unavailable: 'the PostgreSQL setup gave no URL' };
  return { adminUrl };
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops a bench database; a pool just closed may still hold sockets, so its backends go by force. */
export function dropDatabase(adminUrl: string, name: string): Promise<unknown> {
  return withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

export function createDatabase(adminUrl: string, name: string): Promise<unknown> {
  return withClient(adminUrl, (client) => client.query(`create database ${name}`));
}

import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres, withPgClient } from '../../apps/server/src/testing/bench-entry.ts';

/** Where the PostgreSQL gates run, or why they cannot. */
export type BenchPostgres = { adminUrl: string } | { unavailable: string };

let server: Promise<BenchPostgres> | undefined;
let stopServer: (() => void) | undefined;

/**
 * The PostgreSQL server the tests use, started once per bench run: TEST_DATABASE_URL when it is set,
 * otherwise the tests' own throwaway server (postgres-global-setup.ts: the machine's PostgreSQL binaries
 * in a temp dir, stopped and removed when this process exits or `stopBenchPostgres` is called).
 */
export function benchPostgres(): Promise<BenchPostgres> {
  server ??= startServer();
  return server;
}

/** Stops the throwaway server now (a test's afterAll); the bench itself stops it on exit. */
export function stopBenchPostgres(): void {
  stopServer?.();
}

const exitOnSignal = (signal: NodeJS.Signals) => process.exit(signal === 'SIGINT' ? 130 : 143);

async function startServer(): Promise<BenchPostgres> {
  let adminUrl: string | undefined;
  // The global setup hands its URL to Vitest's `provide` (and its templates, which the bench does not use).
  const project = {
    provide: (key: string, value: string) => {
      if (key === 'postgresUrl') adminUrl = value;
    },
  };
  try {
    const stop = await onCore0(() => startThrowawayPostgres(project as unknown as TestProject));
    if (stop) {
      const onExit = () => stopBenchPostgres();
      stopServer = () => {
        stopServer = undefined;
        server = undefined;
        process.off('exit', onExit).off('SIGINT', exitOnSignal).off('SIGTERM', exitOnSignal);
        stop();
      };
      // Ctrl-C or a kill would otherwise leave the throwaway server running: exit through 'exit'.
      process.once('exit', onExit).once('SIGINT', exitOnSignal).once('SIGTERM', exitOnSignal);
    }
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  if (!adminUrl) return { unavailable: 'the PostgreSQL setup gave no URL' };
  return { adminUrl };
}

/**
 * Runs `start` with this thread on core 0, so the server it starts lands there like the HTTP gates'
 * servers, off the runner's core 1: a server sharing the runner's core makes every round trip wait for
 * a time slice, which costs ours (three queries a request) more than the reference (one).
 */
async function onCore0<T>(start: () => Promise<T>): Promise<T> {
  const pid = String(process.pid);
  const current = spawnSync('taskset', ['-cp', pid], { encoding: 'utf8' });
  const cores = current.status === 0 ? current.stdout.split(':').pop()?.trim() : undefined;
  if (!cores) return start();
  spawnSync('taskset', ['-cp', '0', pid]);
  try {
    return await start();
  } finally {
    spawnSync('taskset', ['-cp', cores, pid]);
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a bench database; a pool just closed may still hold sockets, so its backends go by force. */
export function dropDatabase(adminUrl: string, name: string): Promise<unknown> {
  return withPgClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

export function createDatabase(adminUrl: string, name: string): Promise<unknown> {
  return withPgClient(adminUrl, (client) => client.query(`create database ${name}`));
}

import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * PostgreSQL is required, never skipped: use TEST_DATABASE_URL, or start a throwaway server from the
 * machine's PostgreSQL binaries in a temp dir for this run.
 */
export async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const bin = findPostgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // initdb refuses to run as root; the PostgreSQL package's own user runs it then.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (command: string, args: string[]) => {
    const [file = '', ...rest] = [...asUser, path.join(bin, command), ...args];
    execFileSync(file, rest, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-U', 'canopy', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
  ]);
  project.provide('postgresUrl', `postgres://canopy@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // Already stopped: nothing to clean but the directory.
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')));
  if (!found) {
    throw new Error('PostgreSQL is required for the tests: install postgresql or set TEST_DATABASE_URL');
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

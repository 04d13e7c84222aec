import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated database on that server, which each test's database is copied from. */
    postgresTemplate: string;
    /** A migrated SQLite file, which each test's SQLite database is copied from. */
    sqliteTemplate: string;
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
    const templates = await provideTemplates(project, given);
    return async () => {
      // Someone else's server: leave it as found.
      const admin = new pg.Client({ connectionString: given });
      await admin.connect();
      await admin.query(`drop database if exists ${templates.postgres} with (force)`).catch(() => undefined);
      await admin.end();
      templates.removeSqlite();
    };
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
  const url = `postgres://canopy@127.0.0.1:${port}/postgres`;
  project.provide('postgresUrl', url);
  const templates = await provideTemplates(project, url);

  // Synchronous: the bench calls it from a process 'exit' handler. The template goes with the server.
  return () => {
    templates.removeSqlite();
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

/**
 * Migrates one database of each dialect once, for test databases to be copied from: a copy costs a
 * fraction of running every migration again, and the server tests make a thousand databases a run.
 */
async function provideTemplates(
  project: TestProject,
  adminUrl: string,
): Promise<{ postgres: string; removeSqlite(): void }> {
  const name = `canopy_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${name}`;
  const postgres = openDatabase({ databaseUrl: templateUrl.toString(), sqlitePath: '' });
  await migrateToLatest(postgres.db);
  await postgres.destroy(); // a template may have no session open while it is copied

  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'canopy-sqlite-template-'));
  const sqliteFile = path.join(sqliteDir, 'template.db');
  const sqlite = openDatabase({ sqlitePath: sqliteFile });
  await migrateToLatest(sqlite.db);
  await sqlite.destroy(); // closing checkpoints the WAL into the file: the copy is the whole database

  project.provide('postgresTemplate', name);
  project.provide('sqliteTemplate', sqliteFile);
  return { postgres: name, removeSqlite: () => rmSync(sqliteDir, { recursive: true, force: true }) };
}

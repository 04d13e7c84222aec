import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SOIL_EVENT } from '@canopy/shared/device-contract.fixtures';
import { SQLITE_PACKAGE, SqliteDatabase } from '../db/sqlite-driver.ts';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabaseUrl } from '../testing/test-databases.ts';
import {
  freePort,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../testing/server-process.ts';

/*
 * Kill -9 the server while clients write, start it again, and count the writes it acknowledged that
 * are gone. Records go through the API (tasks), telemetry through the cloud's webhook. A control
 * server that acknowledges before it commits shows the count is able to see a loss.
 */

const ADMIN = { email: 'durable@example.test', password: 'durable-password-1' };
const WEBHOOK_SECRET = 'durability-webhook-secret';
const DEVICE = 'eeeeeeeeeeeeeeeeeeeeeeee';
const WRITERS = 6;
const KILL_AFTER_MS = 1500;

interface Target {
  start(): ServerProcess;
  port: number;
  /** What survived: task descriptions and telemetry timestamps. */
  readBack(): Promise<{ tasks: Set<string>; readings: Set<number> }>;
  integrityCheck(): Promise<string>;
}

interface Outcome {
  acknowledged: number;
  lostTasks: string[];
  lostReadings: number[];
}

async function killWhileWriting(target: Target): Promise<Outcome> {
  const server = target.start();
  await waitForHealth(target.port, server);
  const base = `http://127.0.0.1:${target.port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const ackedTasks = new Set<string>();
  const ackedReadings = new Set<number>();
  // Recent readings: the server's retention job removes what is older than HISTORY_RAW_DAYS.
  const firstTs = Date.now() - 3_600_000;
  let next = 0;
  let stop = false;

  const post = (url: string, body: object, headers: Record<string, string>) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(
      (response) => response.ok,
      () => false, // refused or cut off by the kill: not acknowledged
    );

  async function writer() {
    while (!stop) {
      const n = (next += 1);
      if (n % 2 === 0) {
        const description = `durable-${n}`;
        if (await post('/api/tasks', { description }, { authorization: `Bearer ${token}` }))
          ackedTasks.add(description);
      } else {
        const ts = firstTs + n;
        const delivery = {
          event: SOIL_EVENT.name,
          data: SOIL_EVENT.data,
          coreid: DEVICE,
          published_at: new Date(ts).toISOString(),
        };
        if (await post('/api/webhooks/particle', delivery, { 'x-webhook-secret': WEBHOOK_SECRET }))
          ackedReadings.add(ts);
      }
    }
  }

  const writers = Array.from({ length: WRITERS }, writer);
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(writers);

  // It must come back up on what the kill left behind, then stop cleanly.
  const again = target.start();
  await waitForHealth(target.port, again);
  again.child.kill('SIGTERM');
  await again.exited;

  const survived = await target.readBack();
  return {
    acknowledged: ackedTasks.size + ackedReadings.size,
    lostTasks: [...ackedTasks].filter((d) => !survived.tasks.has(d)),
    lostReadings: [...ackedReadings].filter((ts) => !survived.readings.has(ts)),
  };
}

function productEnv(port: number, dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PARTICLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // The storm is one user's writes as fast as they go; the rate limit would turn most away unwritten.
    RATE_LIMIT_PER_MINUTE: '0',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  };
}

function readSqlite(file: string) {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    const tasks = db.prepare('select description from tasks').all() as { description: string }[];
    const readings = db.prepare('select ts from soil_readings where device_id = ?').all(DEVICE) as {
      ts: number;
    }[];
    return {
      tasks: new Set(tasks.map((r) => r.description)),
      readings: new Set(readings.map((r) => Number(r.ts))),
    };
  } finally {
    db.close();
  }
}

function sqliteIntegrity(file: string) {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

async function sqliteTarget(): Promise<Target> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-durable-'));
  const file = path.join(dataDir, 'canopy.db');
  return {
    port,
    start: () => startServerProcess(productEnv(port, dataDir)),
    readBack: async () => readSqlite(file),
    integrityCheck: async () => sqliteIntegrity(file),
  };
}

async function postgresTarget(databaseUrl: string): Promise<Target> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-durable-pg-'));
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    port,
    start: () => startServerProcess(productEnv(port, dataDir, databaseUrl)),
    async readBack() {
      const tasks = await query<{ description: string }>('select description from tasks');
      const readings = await query<{ ts: string }>('select ts from soil_readings where device_id = $1', [
        DEVICE,
      ]);
      return {
        tasks: new Set(tasks.map((r) => r.description)),
        readings: new Set(readings.map((r) => Number(r.ts))),
      };
    },
    async integrityCheck() {
      // amcheck verifies every B-tree index against its table; it throws on the first corruption. A
      // partitioned table's index (relkind 'I') holds no entries: its partitions' own indexes are checked.
      await query('create extension if not exists amcheck');
      const indexes = await query<{ name: string }>(
        `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
         join pg_am am on am.oid = c.relam where am.amname = 'btree' and c.relkind = 'i'
         and c.relnamespace = 'public'::regnamespace`,
      );
      for (const { name } of indexes) await query('select bt_index_parent_check($1::regclass, true)', [name]);
      return indexes.length > 0 ? 'ok' : 'no indexes checked';
    },
  };
}

async function controlTarget(): Promise<Target> {
  const port = await freePort();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'canopy-control-')), 'control.db');
  const script = path.join(import.meta.dirname, 'fixtures/ack-before-commit-server.mjs');
  return {
    port,
    start: () => startServerProcess({ PORT: String(port), CONTROL_DB_PATH: file, SQLITE_PACKAGE }, script),
    readBack: async () => readSqlite(file),
    integrityCheck: async () => sqliteIntegrity(file),
  };
}

/**
 * A server that commits before it acknowledges, killed while writing: enough writes acknowledged to say
 * something, none of them lost, and the database's own check passes afterwards.
 */
async function expectNoAcknowledgedWriteLost(target: Target): Promise<void> {
  const outcome = await killWhileWriting(target);
  expect(outcome.acknowledged).toBeGreaterThan(20);
  expect({ lostTasks: outcome.lostTasks, lostReadings: outcome.lostReadings }).toEqual({
    lostTasks: [],
    lostReadings: [],
  });
  expect(await target.integrityCheck()).toBe('ok');
}

describe('acknowledged writes survive kill -9', () => {
  it('the control server, which acknowledges before committing, is caught losing writes', async () => {
    const outcome = await killWhileWriting(await controlTarget());
    expect(outcome.acknowledged).toBeGreaterThan(20);
    expect(outcome.lostTasks.length + outcome.lostReadings.length).toBeGreaterThan(0);
  }, 60_000);

  it('loses no acknowledged write on SQLite, and the database passes its integrity check', async () => {
    const target = await sqliteTarget();
    await expectNoAcknowledgedWriteLost(target);
  }, 90_000);

  it('loses no acknowledged write on PostgreSQL, and every index passes amcheck', async () => {
    const database = await createPostgresDatabaseUrl();
    try {
      const target = await postgresTarget(database.url);
      await expectNoAcknowledgedWriteLost(target);
    } finally {
      await database.drop();
    }
  }, 90_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  migrateToLatest,
  openDatabase,
  SqliteDatabase,
  withPgClient,
} from '../apps/server/src/testing/bench-entry.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchPostgres, databaseUrl, dropDatabase, stopBenchPostgres } from './lib/postgres.ts';
import { seededPostgresUrl } from './lib/seed-postgres.ts';
import { seedKey, seedRows, type SeedShape } from './lib/seed.ts';

// Small enough to load in a moment, with every table and a device of each kind.
const SHAPE: SeedShape = { climate: 2, soil: 1, water: 1, historyDays: 1, cuttings: 30 };
const NAME = `canopy_bench_${seedKey(SHAPE).replaceAll('-', '_')}`;
const TABLES = {
  devices: 'id',
  climate_readings: 'device_id, ts',
  soil_readings: 'device_id, ts',
  water_readings: 'device_id, ts',
  strains: 'id',
  cuttings: 'id',
};

/** Rows as arrays of plain values (PostgreSQL's bigints arrive as strings). */
const plain = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.values(row).map((v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v)),
  );

let adminUrl = '';

beforeAll(async () => {
  const server = await benchPostgres();
  if ('unavailable' in server) throw new Error(server.unavailable);
  adminUrl = server.adminUrl;
  await dropDatabase(adminUrl, NAME);
}, 120_000);

afterAll(async () => {
  if (adminUrl) await dropDatabase(adminUrl, NAME);
  stopBenchPostgres();
});

describe('the PostgreSQL bench seed', () => {
  it('holds exactly the rows of the SQLite seed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'canopy-seed-test-'));
    const file = path.join(dir, 'seed.db');
    const handle = openDatabase({ sqlitePath: file });
    await migrateToLatest(handle.db);
    await handle.destroy();
    const lite = new SqliteDatabase(file);
    lite.transaction(() => {
      for (const _pause of seedRows(SHAPE, (table, columns) => {
        const statement = lite.prepare(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        );
        return (...values) => void statement.run(...values);
      }));
    })();

    const url = await seededPostgresUrl(adminUrl, SHAPE);
    expect(url).toBe(databaseUrl(adminUrl, NAME));
    await withPgClient(url, async (client) => {
      for (const [table, order] of Object.entries(TABLES)) {
        const pgRows = await client.query(`select * from ${table} order by ${order}`);
        const columns = pgRows.fields.map((field) => field.name).join(', ');
        const liteRows = lite.prepare(`select ${columns} from ${table} order by ${order}`).all();
        expect(liteRows.length, table).toBeGreaterThan(0);
        expect(plain(pgRows.rows), table).toEqual(plain(liteRows as Record<string, unknown>[]));
      }
    });
    lite.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('is reused while complete and built again when its load did not finish', async () => {
    const url = await seededPostgresUrl(adminUrl, SHAPE);
    const count = () =>
      withPgClient(url, async (client) => {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from cuttings');
        return rows[0]!.n;
      });
    // A row the seed never writes survives a reuse...
    await withPgClient(url, (client) =>
      client.query(
        "insert into cuttings (id, short_id, code, name, strain_id, status, location, images, created_at, updated_at) values ('extra', 'KX', 'BK-X', 'Extra', 'strain-0', 'rooting', 'Room 1', '[]', 'x', 'x')",
      ),
    );
    await seededPostgresUrl(adminUrl, SHAPE);
    expect(await count()).toBe(31);
    // ...and goes when the marker written last is missing: the database is loaded from scratch.
    await withPgClient(url, (client) => client.query('drop table bench_seed_complete'));
    await seededPostgresUrl(adminUrl, SHAPE);
    expect(await count()).toBe(30);
  }, 60_000);
});

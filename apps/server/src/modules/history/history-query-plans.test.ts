import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases.ts';
import { historyQueries } from './history.repository.ts';
import { ensureMonths } from './reading-partitions.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';

const DEVICES = 10;
const HOURS = 12;
const MIN = 60_000;
const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const device = (i: number) => `d${String(i).padStart(23, '0')}`;

// The history reads are range reads on the (device_id, ts) primary key: the plan of
// each must search that index for one device's range, never scan the table or another index.
describe.each(DIALECTS)('history query plans on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const minutes = Array.from({ length: HOURS * 60 }, (_, m) => NOW - HOURS * 60 * MIN + m * MIN);
    // The months of the readings, as the retention job makes them ahead of time (PostgreSQL only).
    await ensureMonths(db, minutes[0]!, NOW);
    for (let i = 0; i < DEVICES; i += 1) {
      await telemetryRepository.insertClimate(
        db,
        minutes.map((ts) => ({
          device_id: device(i),
          ts,
          temperature: 22,
          humidity: 60,
          co2: 800,
          vpd: 1,
          light_status: 1,
        })),
      );
      await telemetryRepository.insertWater(
        db,
        minutes.map((ts, m) => ({
          device_id: device(i),
          ts,
          in_rate_lpm: 1,
          in_total_l: m,
          out_rate_lpm: 1,
          out_total_l: m,
        })),
      );
    }
    // Statistics as a running database has them, so PostgreSQL plans for the real row counts.
    if (dialect === 'postgres') await db.executeQuery(CompiledQuery.raw('analyze'));
  });
  afterAll(async () => {
    await database.drop();
  });

  async function plan(query: Compilable<unknown>): Promise<string> {
    const { sql, parameters } = query.compile();
    const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const rows = await database.db.executeQuery(CompiledQuery.raw(explain + sql, [...parameters]));
    return JSON.stringify(rows.rows);
  }

  const usesPrimaryKey = (text: string, table: string) =>
    dialect === 'sqlite'
      ? // SQLite names the primary key of a rowid table sqlite_autoindex_<table>_1.
        new RegExp(
          `SEARCH ${table} USING (COVERING )?INDEX sqlite_autoindex_${table}_1 \\(device_id=\\? AND ts>\\? AND ts<\\?\\)`,
        ).test(text)
      : // PostgreSQL reads the month's partition (migration 0011) by its own primary key.
        new RegExp(
          `Index (Only )?Scan using ${table}_p\\d{6}_pkey on ${table}_p\\d{6}|Bitmap Index Scan on ${table}_p\\d{6}_pkey`,
        ).test(text);
  const scansTable = (text: string, table: string) =>
    dialect === 'sqlite' ? new RegExp(`SCAN ${table}\\b`).test(text) : /Seq Scan/.test(text);

  const from = NOW - 2 * 60 * MIN;
  it.each([
    ['climate_readings', 'climate', () => historyQueries.climate(database.db, device(3), from, NOW)],
    // PostgreSQL's climate answer is the plain range read above, its values sent as their texts.
    ...(dialect === 'sqlite'
      ? ([
          [
            'climate_readings',
            'climate rows',
            () => historyQueries.climateRowsSqlite(database.db, device(3), from, NOW),
          ],
        ] as const)
      : []),
    [
      'water_readings',
      'water series',
      () => historyQueries.waterSeries(database.db, device(3), from, NOW, 15 * MIN),
    ],
    ['water_readings', 'water summary', () => historyQueries.waterSummary(database.db, device(3), from, NOW)],
  ] as const)('%s: the %s read searches the (device_id, ts) primary key', async (table, name, query) => {
    const text = await plan(query());
    expect(usesPrimaryKey(text, table), text).toBe(true);
    expect(scansTable(text, table), text).toBe(false);
    // On SQLite the index also gives the time order (PostgreSQL may sort a bitmap scan's rows instead).
    if (dialect === 'sqlite' && name.startsWith('climate')) expect(text, text).not.toMatch(/TEMP B-TREE/);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { App } from '../../apps/server/src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { telemetryRepository } from '../../apps/server/src/modules/telemetry/telemetry.repository.ts';
import { startOursApp } from '../lib/app.ts';
import type { Gate } from '../lib/gate.ts';
import { EMPTY_HISTORY_SEED, FULL_SEED, SEED_NOW, deviceId, seededSqliteFile } from '../lib/seed.ts';
import { timeMs } from '../lib/timing.ts';

const REPEAT = 10;
const DAY = 86_400_000;

/** The seeded app in this process (app.inject: the full route, schema and serializer, no socket). */
function withSeededApp() {
  let state: { app: App; token: string; raw: SqliteDatabase.Database } | undefined;
  return {
    async open() {
      const file = await seededSqliteFile(FULL_SEED);
      const { app, token } = await startOursApp(file);
      state = { app, token, raw: new SqliteDatabase(file, { readonly: true }) };
    },
    get: () => state!,
    async close() {
      state?.raw.close();
      await state?.app.close();
      state = undefined;
    },
  };
}

async function injectMs(app: App, token: string, url: string): Promise<number> {
  return timeMs(async () => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }, REPEAT);
}

/** Ours through the whole route vs the same SQL as a raw prepared statement on the same file. */
function routeVsRawSql(name: string, url: string, rawSql: string, params: unknown[]): Gate {
  const seeded = withSeededApp();
  return {
    name,
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    setup: () => seeded.open(),
    teardown: () => seeded.close(),
    async round() {
      const { app, token, raw } = seeded.get();
      const statement = raw.prepare(rawSql);
      const reference = await timeMs(() => statement.all(...params), REPEAT);
      return { ours: await injectMs(app, token, url), reference };
    },
  };
}

const waterFrom = SEED_NOW - 7 * DAY;
const waterSeries = routeVsRawSql(
  'water-series (7 d, 15 m step vs raw SQL)',
  `/api/water-in-out/series?deviceId=${deviceId('water', 0)}&from=${waterFrom}&to=${SEED_NOW}&step=15m`,
  `select (ts / 900000) * 900000 as bucket, avg(in_rate_lpm), max(in_total_l), avg(out_rate_lpm),
     max(out_total_l), count(*) from water_readings where device_id = ? and ts >= ? and ts < ?
     group by (ts / 900000) * 900000 order by bucket`,
  [deviceId('water', 0), waterFrom, SEED_NOW],
);
const climateHistory = routeVsRawSql(
  'climate-history (24 h vs raw SQL)',
  `/api/sensor-data/climate/history/${deviceId('climate', 0)}?hours=24`,
  `select ts, temperature, humidity, co2, vpd, light_status from climate_readings
     where device_id = ? and ts >= ? and ts <= ? order by ts`,
  [deviceId('climate', 0), SEED_NOW - DAY, SEED_NOW],
);

function cuttingsDeepPage(): Gate {
  const seeded = withSeededApp();
  return {
    name: 'cuttings-deep-page (page 200 vs page 1)',
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    setup: () => seeded.open(),
    teardown: () => seeded.close(),
    async round(index) {
      const { app, token } = seeded.get();
      const page = (n: number) =>
        injectMs(app, token, `/api/cuttings?skip=${(n - 1) * 20}&limit=20&sort=date`);
      if (index % 2 === 0) {
        const deep = await page(200);
        return { ours: deep, reference: await page(1) };
      }
      const first = await page(1);
      return { ours: await page(200), reference: first };
    },
  };
}

function deviceListHistoryIndependence(): Gate {
  let full: { app: App; token: string } | undefined;
  let empty: { app: App; token: string } | undefined;
  return {
    name: 'devices-active-history-size (1M history rows vs none)',
    direction: '<=',
    target: 1.2,
    unit: 'ms',
    async setup() {
      full = await startOursApp(await seededSqliteFile(FULL_SEED));
      empty = await startOursApp(await seededSqliteFile(EMPTY_HISTORY_SEED));
    },
    async teardown() {
      await Promise.all([full?.app.close(), empty?.app.close()]);
    },
    async round(index) {
      const run = (s: { app: App; token: string }) => injectMs(s.app, s.token, '/api/devices/active');
      if (index % 2 === 0) {
        const f = await run(full!);
        return { ours: f, reference: await run(empty!) };
      }
      const e = await run(empty!);
      return { ours: await run(full!), reference: e };
    },
  };
}

/** Throughput (rows/s) of the product's batched insert vs raw prepared inserts in one transaction. */
function telemetryInsert(): Gate {
  const ROWS = 10_000;
  let ours: DatabaseHandle | undefined;
  let raw: SqliteDatabase.Database | undefined;
  let nextTs = SEED_NOW;
  const batch = (id: string) => {
    const start = nextTs;
    nextTs += ROWS * 60_000;
    return Array.from({ length: ROWS }, (_, i) => ({
      device_id: id,
      ts: start + i * 60_000,
      temperature: 22.5,
      humidity: 55.1,
      co2: 800,
      vpd: 1.2,
      light_status: 1,
    }));
  };
  return {
    name: 'telemetry-insert (batched vs raw prepared, one transaction)',
    direction: '>=',
    target: 0.6,
    unit: 'rows/s',
    async setup() {
      const dir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-insert-'));
      ours = openDatabase({ sqlitePath: path.join(dir, 'ours.db') });
      await migrateToLatest(ours.db);
      const refHandle = openDatabase({ sqlitePath: path.join(dir, 'reference.db') });
      await migrateToLatest(refHandle.db);
      await refHandle.destroy();
      // The same pragmas the product opens SQLite with (database.ts).
      raw = new SqliteDatabase(path.join(dir, 'reference.db'));
      raw.pragma('journal_mode = WAL');
      raw.pragma('synchronous = FULL');
    },
    async teardown() {
      raw?.close();
      await ours?.destroy();
    },
    async round() {
      const insert = raw!.prepare(
        `insert into climate_readings (device_id, ts, temperature, humidity, co2, vpd, light_status)
         values (@device_id, @ts, @temperature, @humidity, @co2, @vpd, @light_status)
         on conflict (device_id, ts) do nothing`,
      );
      const insertAll = raw!.transaction((rows: ReturnType<typeof batch>) => {
        for (const row of rows) insert.run(row);
      });
      const rowsPerSecond = async (write: (rows: ReturnType<typeof batch>) => Promise<unknown> | unknown) => {
        const rows = batch('climate-bench');
        const started = process.hrtime.bigint();
        await write(rows);
        return ROWS / (Number(process.hrtime.bigint() - started) / 1e9);
      };
      const reference = await rowsPerSecond((rows) => insertAll(rows));
      const oursRate = await rowsPerSecond((rows) =>
        ours!.db.transaction().execute((trx) => telemetryRepository.insertClimate(trx, rows)),
      );
      return { ours: oursRate, reference };
    },
  };
}

export const storageGates: Gate[] = [
  deviceListHistoryIndependence(),
  telemetryInsert(),
  waterSeries,
  climateHistory,
  cuttingsDeepPage(),
];

import {
  type App,
  type DatabaseHandle,
  HISTORY_COLUMNS,
  openDatabase,
  telemetryRepository,
} from '../../apps/server/src/testing/bench-entry.ts';
import { startOursApp } from '../lib/app.ts';
import { median, type Gate } from '../lib/gate.ts';
import { EMPTY_HISTORY_SEED, FULL_SEED, SEED_NOW, deviceId } from '../lib/seed.ts';
import {
  postgres,
  sqlite,
  type RawInserter,
  type RawReader,
  type StorageDialect,
} from '../lib/storage-dialects.ts';
import { timePairMs } from '../lib/timing.ts';

const REPEAT = 10;
const DAY = 86_400_000;

/** `climate-history` + ` (24 h vs raw SQL)`, with `-pg` after the name on PostgreSQL. */
const named = (dialect: StorageDialect, name: string, what: string) => `${name}${dialect.suffix} (${what})`;

type Started = { app: App; token: string };

/** The seeded app in this process (app.inject: the full route, schema and serializer, no socket). */
function withSeededApp(dialect: StorageDialect) {
  let state: (Started & { raw: RawReader }) | undefined;
  return {
    async open() {
      const database = await dialect.seeded(FULL_SEED);
      state = { ...(await startOursApp(database)), raw: await dialect.reader(database) };
    },
    get: () => state!,
    async close() {
      await state?.raw.close();
      await state?.app.close();
      state = undefined;
    },
  };
}

/** One authenticated GET through the whole app, refused unless it answers 200. */
const injectCall =
  ({ app, token }: Started, url: string) =>
  async (): Promise<void> => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };

/** Ours and the reference called in turn within one window (timePairMs), medians of each. */
async function paired(ours: () => unknown, reference: () => unknown) {
  const { first, second } = await timePairMs(ours, reference, REPEAT);
  return { ours: first, reference: second };
}

/** Ours through the whole route vs the same SQL as a raw prepared statement on the same database. */
function routeVsRawSql(
  dialect: StorageDialect,
  name: string,
  what: string,
  url: string,
  rawSql: string,
  params: unknown[],
): Gate {
  const seeded = withSeededApp(dialect);
  return {
    name: named(dialect, name, what),
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    setup: () => seeded.open(),
    teardown: () => seeded.close(),
    round() {
      const started = seeded.get();
      const statement = started.raw.prepare(rawSql);
      return paired(injectCall(started, url), () => statement(params));
    },
  };
}

const waterFrom = SEED_NOW - 7 * DAY;
const waterSeries = (dialect: StorageDialect) =>
  routeVsRawSql(
    dialect,
    'water-series',
    '7 d, 15 m step vs raw SQL',
    `/api/water-in-out/series?deviceId=${deviceId('water', 0)}&from=${waterFrom}&to=${SEED_NOW}&step=15m`,
    `select (ts / 900000) * 900000 as bucket, avg(in_rate_lpm), max(in_total_l), avg(out_rate_lpm),
       max(out_total_l), count(*) from water_readings where device_id = ? and ts >= ? and ts < ?
       group by (ts / 900000) * 900000 order by bucket`,
    [deviceId('water', 0), waterFrom, SEED_NOW],
  );
const climateHistory = (dialect: StorageDialect) =>
  routeVsRawSql(
    dialect,
    'climate-history',
    '24 h vs raw SQL',
    `/api/sensor-data/climate/history/${deviceId('climate', 0)}?hours=24`,
    `select ts, temperature, humidity, co2, vpd, light_status from climate_readings
       where device_id = ? and ts >= ? and ts <= ? order by ts`,
    [deviceId('climate', 0), SEED_NOW - DAY, SEED_NOW],
  );

function cuttingsDeepPage(dialect: StorageDialect): Gate {
  const seeded = withSeededApp(dialect);
  const page = (n: number) => () =>
    injectCall(seeded.get(), `/api/cuttings?skip=${(n - 1) * 20}&limit=20&sort=date`)();
  return {
    name: named(dialect, 'cuttings-deep-page', 'page 200 vs page 1'),
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    setup: () => seeded.open(),
    teardown: () => seeded.close(),
    round: () => paired(page(200), page(1)),
  };
}

function deviceListHistoryIndependence(dialect: StorageDialect): Gate {
  let full: Started | undefined;
  let empty: Started | undefined;
  return {
    name: named(dialect, 'devices-active-history-size', '1M history rows vs none'),
    direction: '<=',
    target: 1.2,
    unit: 'ms',
    async setup() {
      full = await startOursApp(await dialect.seeded(FULL_SEED));
      empty = await startOursApp(await dialect.seeded(EMPTY_HISTORY_SEED));
    },
    async teardown() {
      await Promise.all([full?.app.close(), empty?.app.close()]);
    },
    round: () =>
      paired(
        () => injectCall(full!, '/api/devices/active')(),
        () => injectCall(empty!, '/api/devices/active')(),
      ),
  };
}

const BATCH_ROWS = 10_000;
/** Per round: at least this many batches of each side and this long, then each side's median batch. */
const MIN_BATCHES = 5;
const MIN_MS = 1000;

/**
 * Throughput (rows/s) of the product's batched insert vs raw prepared inserts, each 10,000-row batch in
 * one transaction, on two empty databases migrated alike. One batch is a few milliseconds on SQLite, so
 * a round takes the median of many batches of each side, taken in turn.
 */
function telemetryInsert(dialect: StorageDialect): Gate {
  let ours: DatabaseHandle | undefined;
  let raw: RawInserter | undefined;
  let drop: (() => Promise<void>) | undefined;
  let nextTs = SEED_NOW;
  // Every batch has timestamps of its own, so no row is a conflict the insert would skip.
  const batch = () => {
    const start = nextTs;
    nextTs += BATCH_ROWS * 60_000;
    return Array.from({ length: BATCH_ROWS }, (_, i) => ({
      device_id: 'climate-bench',
      ts: start + i * 60_000,
      temperature: 22.5,
      humidity: 55.1,
      co2: 800,
      vpd: 1.2,
      light_status: 1,
    }));
  };
  type Write = (rows: ReturnType<typeof batch>) => unknown;
  const rowsPerSecond = async (write: Write) => {
    const rows = batch();
    const started = performance.now();
    await write(rows);
    return BATCH_ROWS / ((performance.now() - started) / 1000);
  };
  // Batches of the two sides taken in turn over the same stretch of time, so a change of load on the
  // shared machine hits both; the side going first alternates by round.
  const interleaved = async (index: number, oursWrite: Write, referenceWrite: Write) => {
    const oursRates: number[] = [];
    const referenceRates: number[] = [];
    const until = performance.now() + MIN_MS;
    while (oursRates.length < MIN_BATCHES || performance.now() < until) {
      if ((index + oursRates.length) % 2 === 0) {
        oursRates.push(await rowsPerSecond(oursWrite));
        referenceRates.push(await rowsPerSecond(referenceWrite));
      } else {
        referenceRates.push(await rowsPerSecond(referenceWrite));
        oursRates.push(await rowsPerSecond(oursWrite));
      }
    }
    return { ours: median(oursRates), reference: median(referenceRates) };
  };
  const insertSql = `insert into climate_readings (${HISTORY_COLUMNS.climate_readings.join(', ')})
    values (${HISTORY_COLUMNS.climate_readings.map(() => '?').join(', ')}) on conflict (device_id, ts) do nothing`;
  return {
    name: named(dialect, 'telemetry-insert', 'batched vs raw prepared, one transaction'),
    direction: '>=',
    target: 0.6,
    unit: 'rows/s',
    async setup() {
      const pair = await dialect.emptyPair();
      drop = pair.drop;
      ours = openDatabase({ sqlitePath: '', ...pair.ours });
      raw = await dialect.inserter(pair.reference);
    },
    async teardown() {
      await raw?.close();
      await ours?.destroy();
      await drop?.();
    },
    round: (index) =>
      interleaved(
        index,
        (rows) => ours!.db.transaction().execute((trx) => telemetryRepository.insertClimate(trx, rows)),
        (rows) => raw!.insertEach(insertSql, HISTORY_COLUMNS.climate_readings, rows),
      ),
  };
}

/** The five storage gates, on one dialect. */
const storageGatesOn = (dialect: StorageDialect): Gate[] => [
  deviceListHistoryIndependence(dialect),
  telemetryInsert(dialect),
  waterSeries(dialect),
  climateHistory(dialect),
  cuttingsDeepPage(dialect),
];

/** SQLite, then the same gates on PostgreSQL (skipped, and said so, when there is none). */
export const storageGates: Gate[] = [...storageGatesOn(sqlite), ...storageGatesOn(postgres)];

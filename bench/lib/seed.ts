import {
  HISTORY_COLUMNS,
  openDatabase,
  parseClimate,
  parseSoil,
  parseWater,
  rebuildRollups,
  SqliteDatabase,
} from '../../apps/server/src/testing/bench-entry.ts';
import { createRandom } from './prng.ts';
import { cachedSqliteSeed } from './seed-file.ts';

/** The shape of a bench seed. `historyDays: 0` gives the same devices with no history. */
export interface SeedShape {
  climate: number;
  soil: number;
  water: number;
  historyDays: number;
  cuttings: number;
}

export const FULL_SEED: SeedShape = { climate: 100, soil: 20, water: 10, historyDays: 7, cuttings: 5000 };
export const EMPTY_HISTORY_SEED: SeedShape = { ...FULL_SEED, historyDays: 0 };

const MINUTE = 60_000;
/** A fixed "now", so the history windows the gates ask for are the same on every run. */
export const SEED_NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
export const deviceId = (kind: string, i: number) => `${kind}-${String(i).padStart(3, '0')}`;

/** Bumped whenever the generated rows change, so a cached seed of older rows is not reused. */
const SEED_VERSION = 3;

/** The version and shape in a name (`v2-c100-s20-w10-d7-k5000`): a cached seed is found by what it holds. */
export const seedKey = (shape: SeedShape) =>
  `v${SEED_VERSION}-c${shape.climate}-s${shape.soil}-w${shape.water}-d${shape.historyDays}-k${shape.cuttings}`;

/** The seeded SQLite file for a shape, built once and reused (the file name carries the shape). */
export function seededSqliteFile(shape: SeedShape): Promise<string> {
  const name = `seed-${seedKey(shape)}.db`;
  return cachedSqliteSeed(name, async (partial) => {
    const started = Date.now();
    const rows = bulkLoadSqlite(partial, shape);
    const loaded = openDatabase({ sqlitePath: partial });
    await rebuildRollups(loaded.db);
    await loaded.destroy();
    process.stderr.write(`seed: ${rows} rows in ${Date.now() - started} ms -> ${name}\n`);
  });
}

/** Prepared statements in one transaction with durability off: the fastest honest SQLite load. */
function bulkLoadSqlite(file: string, shape: SeedShape): number {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  let rows = 0;
  const insert: Insert = (table, columns) => {
    const statement = db.prepare(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    );
    return (...values) => {
      statement.run(...values);
      rows += 1;
    };
  };
  db.transaction(() => {
    for (const _pause of seedRows(shape, insert));
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return rows;
}

/**
 * A loader's writer for one table: it returns the function that takes one row's values, in the order of
 * `columns` (every column the seed sets, constants included, so each dialect writes its own SQL).
 */
export type Insert = (table: string, columns: readonly string[]) => (...values: unknown[]) => void;

/**
 * Writes every seed row through `insert`, table by table, from the seeded PRNG: the same rows whichever
 * database loads them. It pauses (yields) after each device and after the cuttings, so a loader that
 * writes asynchronously can send what it has buffered without holding the whole seed in memory.
 */
export function* seedRows(shape: SeedShape, insert: Insert): Generator<void> {
  const random = createRandom(42);
  const iso = new Date(SEED_NOW).toISOString();
  const minutes = shape.historyDays * 24 * 60;
  const from = SEED_NOW - minutes * MINUTE;
  const device = insert('devices', [
    'id',
    'kind',
    'name',
    'alerts_enabled',
    'cloud_online',
    'last_ts',
    'latest',
    'updated_at',
  ]);
  const climate = insert('climate_readings', HISTORY_COLUMNS.climate_readings);
  const soil = insert('soil_readings', HISTORY_COLUMNS.soil_readings);
  const water = insert('water_readings', HISTORY_COLUMNS.water_readings);
  const round = (x: number) => Math.round(x * 100) / 100;

  for (let i = 0; i < shape.climate; i += 1) {
    const id = deviceId('climate', i);
    let temperature = 22 + random() * 4;
    for (let m = 0; m < minutes; m += 1) {
      temperature += (random() - 0.5) * 0.2;
      climate(
        id,
        from + m * MINUTE,
        round(temperature),
        round(50 + random() * 20),
        round(600 + random() * 400),
        round(0.8 + random() * 0.6),
        m % 1440 < 1080 ? 1 : 0,
      );
    }
    // `latest` as the telemetry writer stores it: the parsed reading, as JSON.
    const latest = JSON.stringify(
      parseClimate({ temperature: round(temperature), humidity: 60, co2: 800, vpd: 1.1, lightStatus: 1 }),
    );
    device(id, 'climate', `Climate ${String(i).padStart(3, '0')}`, 1, 1, SEED_NOW, latest, iso);
    yield;
  }
  for (let i = 0; i < shape.soil; i += 1) {
    const id = deviceId('soil', i);
    for (let m = 0; m < minutes; m += 1) {
      soil(
        id,
        from + m * MINUTE,
        round(30 + random() * 20),
        round(20 + random() * 3),
        round(1 + random()),
        round(6 + random()),
        100,
        40,
        150,
        1,
      );
    }
    const latest = JSON.stringify(
      parseSoil({
        moisture_pct: 40,
        temp_c: 21,
        ec_mscm: 1.5,
        ph: 6.5,
        n_mgkg: 100,
        p_mgkg: 40,
        k_mgkg: 150,
      }),
    );
    device(id, 'soil', `Soil ${String(i).padStart(3, '0')}`, 1, 1, SEED_NOW, latest, iso);
    yield;
  }
  for (let i = 0; i < shape.water; i += 1) {
    const id = deviceId('water', i);
    let inTotal = 0;
    let outTotal = 0;
    for (let m = 0; m < minutes; m += 1) {
      const inRate = round(random() * 4);
      const outRate = round(random() * 3);
      inTotal += inRate;
      outTotal += outRate;
      water(id, from + m * MINUTE, inRate, round(inTotal), outRate, round(outTotal));
    }
    const latest = JSON.stringify(
      parseWater({
        in: { rate_lpm: 1, total_l: round(inTotal) },
        out: { rate_lpm: 1, total_l: round(outTotal) },
      }),
    );
    device(id, 'water', `Water ${String(i).padStart(3, '0')}`, 1, 1, SEED_NOW, latest, iso);
    yield;
  }

  if (shape.cuttings > 0) {
    insert('strains', [
      'id',
      'short_id',
      'name',
      'slug',
      'genetics',
      'description',
      'images',
      'created_at',
      'updated_at',
    ])('strain-0', 'S0', 'Bench Kush', 'bench-kush', 'hybrid', '', '[]', iso, iso);
  }
  const cutting = insert('cuttings', [
    'id',
    'short_id',
    'code',
    'name',
    'strain_id',
    'status',
    'location',
    'images',
    'created_by',
    'created_at',
    'updated_at',
  ]);
  const statuses = ['rooting', 'vegetative', 'transplanted', 'discarded'];
  for (let i = 0; i < shape.cuttings; i += 1) {
    const at = new Date(SEED_NOW - i * 3_600_000).toISOString();
    const n = String(i).padStart(5, '0');
    cutting(
      `cutting-${n}`,
      `K${n}`,
      `BK-${n}`,
      `Cutting ${n}`,
      'strain-0',
      statuses[Math.floor(random() * 4)],
      `Room ${1 + Math.floor(random() * 6)}`,
      '[]',
      null,
      at,
      at,
    );
  }
  yield;
}

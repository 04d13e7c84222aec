import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { createRandom } from './prng.ts';

/** DESIGN section 11's seed. `historyDays: 0` gives the same devices with no history. */
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

const dataDir = path.join(import.meta.dirname, '..', '.data');

/** The seeded SQLite file for a shape, built once and reused (the file name carries the shape). */
export async function seededSqliteFile(shape: SeedShape): Promise<string> {
  const file = path.join(
    dataDir,
    `seed-c${shape.climate}-s${shape.soil}-w${shape.water}-d${shape.historyDays}-k${shape.cuttings}.db`,
  );
  if (existsSync(file)) return file;
  mkdirSync(dataDir, { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const handle = openDatabase({ sqlitePath: partial });
  await migrateToLatest(handle.db);
  await handle.destroy();
  const started = Date.now();
  const rows = bulkLoadSqlite(partial, shape);
  process.stderr.write(`seed: ${rows} rows in ${Date.now() - started} ms -> ${path.basename(file)}\n`);
  renameSync(partial, file);
  rmSync(`${partial}-wal`, { force: true });
  rmSync(`${partial}-shm`, { force: true });
  return file;
}

/** Prepared statements in one transaction with durability off: the fastest honest SQLite load. */
function bulkLoadSqlite(file: string, shape: SeedShape): number {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  let rows = 0;
  const insert = (sql: string) => {
    const statement = db.prepare(sql);
    return (...values: unknown[]) => {
      statement.run(...values);
      rows += 1;
    };
  };
  db.transaction(() => forEachSeedRow(shape, insert))();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return rows;
}

type Insert = (sql: string) => (...values: unknown[]) => void;

/** Every seed row, in the SQL the two dialects share (placeholders are `?`). */
export function forEachSeedRow(shape: SeedShape, insert: Insert): void {
  const random = createRandom(42);
  const iso = new Date(SEED_NOW).toISOString();
  const minutes = shape.historyDays * 24 * 60;
  const from = SEED_NOW - minutes * MINUTE;
  const device = insert(
    'insert into devices (id, kind, name, alerts_enabled, cloud_online, last_ts, latest, updated_at) values (?, ?, ?, 1, 1, ?, ?, ?)',
  );
  const climate = insert(
    'insert into climate_readings (device_id, ts, temperature, humidity, co2, vpd, light_status) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const soil = insert(
    'insert into soil_readings (device_id, ts, moisture_pct, temp_c, ec_mscm, ph, n_mgkg, p_mgkg, k_mgkg, in_medium) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)',
  );
  const water = insert(
    'insert into water_readings (device_id, ts, in_rate_lpm, in_total_l, out_rate_lpm, out_total_l) values (?, ?, ?, ?, ?, ?)',
  );
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
    const latest = { temperature: round(temperature), humidity: 60, co2: 800, vpd: 1.1, lightStatus: 1 };
    device(id, 'climate', `Climate ${String(i).padStart(3, '0')}`, SEED_NOW, JSON.stringify(latest), iso);
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
      );
    }
    device(
      id,
      'soil',
      `Soil ${String(i).padStart(3, '0')}`,
      SEED_NOW,
      JSON.stringify({ moisturePct: 40 }),
      iso,
    );
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
    device(
      id,
      'water',
      `Water ${String(i).padStart(3, '0')}`,
      SEED_NOW,
      JSON.stringify({ inRateLpm: 1 }),
      iso,
    );
  }

  if (shape.cuttings > 0) {
    insert(
      "insert into strains (id, short_id, name, slug, genetics, description, images, created_at, updated_at) values ('strain-0', 'S0', 'Bench Kush', 'bench-kush', 'hybrid', '', '[]', ?, ?)",
    )(iso, iso);
  }
  const cutting = insert(
    "insert into cuttings (id, short_id, code, name, strain_id, status, location, images, created_by, created_at, updated_at) values (?, ?, ?, ?, 'strain-0', ?, ?, '[]', null, ?, ?)",
  );
  const statuses = ['rooting', 'vegetative', 'transplanted', 'discarded'];
  for (let i = 0; i < shape.cuttings; i += 1) {
    const at = new Date(SEED_NOW - i * 3_600_000).toISOString();
    const n = String(i).padStart(5, '0');
    cutting(
      `cutting-${n}`,
      `K${n}`,
      `BK-${n}`,
      `Cutting ${n}`,
      statuses[Math.floor(random() * 4)],
      `Room ${1 + Math.floor(random() * 6)}`,
      at,
      at,
    );
  }
}

import { statSync } from 'node:fs';
import { rollupColumns, SqliteDatabase } from '../../apps/server/src/testing/bench-entry.ts';
import { createRandom } from './prng.ts';
import { cachedSqliteSeed } from './seed-file.ts';

/**
 * A year and more of climate history as retention leaves it: one-minute readings for
 * the last `rawDays`, 5-minute and hourly rollups for all `days`.
 */
export interface HistoryShape {
  devices: number;
  days: number;
  rawDays: number;
}

export const HISTORY_SEED: HistoryShape = { devices: 100, days: 400, rawDays: 35 };
/** The history's "now": the gates ask for windows ending here. */
export const HISTORY_NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
export const historyDeviceId = (i: number) => `hist-${String(i).padStart(3, '0')}`;

const MINUTE = 60_000;

/** The seeded SQLite file (built once; its name carries the shape) and its size in bytes. */
export async function seededHistoryFile(shape: HistoryShape): Promise<{ file: string; bytes: number }> {
  const name = `history-v1-n${shape.devices}-d${shape.days}-r${shape.rawDays}.db`;
  const file = await cachedSqliteSeed(name, (partial) => load(partial, shape));
  return { file, bytes: statSync(file).size };
}

function flushBefore<T>(buckets: Map<number, T>, before: number, write: (row: T) => void): void {
  if (buckets.size <= 2) return;
  for (const [key, row] of buckets) {
    if (key >= before) continue;
    write(row);
    buckets.delete(key);
  }
}

function load(file: string, shape: HistoryShape): void {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const random = createRandom(7);
  const statement = (table: string, columns: readonly string[]) =>
    db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  const device = statement('devices', ['id', 'kind', 'name', 'alerts_enabled', 'updated_at']);
  const raw = statement('climate_readings', [
    'device_id',
    'ts',
    'temperature',
    'humidity',
    'co2',
    'vpd',
    'light_status',
  ]);
  const columns = rollupColumns('climate');
  const fiveMinutes = statement('climate_rollups_5m', columns);
  const hours = statement('climate_rollups_1h', columns);
  const start = HISTORY_NOW - shape.days * 1440 * MINUTE;
  const rawFrom = HISTORY_NOW - shape.rawDays * 1440 * MINUTE;
  db.transaction(() => {
    for (let d = 0; d < shape.devices; d += 1) {
      const id = historyDeviceId(d);
      device.run(id, 'climate', `History ${d}`, 1, new Date(HISTORY_NOW).toISOString());
      // Readings of a room: temperature drifting, the rest around their set points; light 18 h of 24.
      let temperature = 24;
      const five = new Map<number, (number | string | null)[]>();
      const hour = new Map<number, (number | string | null)[]>();
      const add = (
        into: Map<number, (number | string | null)[]>,
        size: number,
        ts: number,
        v: number[],
        light: number,
      ) => {
        const bucket = Math.floor(ts / size) * size;
        let row = into.get(bucket);
        if (!row) {
          row = columns.map((c) =>
            c === 'device_id'
              ? id
              : c === 'bucket'
                ? bucket
                : c.endsWith('_min') || c.endsWith('_max')
                  ? null
                  : 0,
          );
          into.set(bucket, row);
        }
        ['temperature', 'humidity', 'co2', 'vpd'].forEach((m, k) => {
          const at = (suffix: string) => columns.indexOf(`${m}_${suffix}`);
          (row[at('sum')] as number) += v[k]!;
          (row[at('n')] as number) += 1;
          if (row[at('min')] === null || v[k]! < (row[at('min')] as number)) row[at('min')] = v[k]!;
          if (row[at('max')] === null || v[k]! > (row[at('max')] as number)) row[at('max')] = v[k]!;
        });
        for (const m of ['temperature', 'humidity', 'co2']) {
          (row[columns.indexOf(`${m}_judged`)] as number) += 1;
          (row[columns.indexOf(`${m}_in`)] as number) += random() < 0.9 ? 1 : 0;
        }
        (row[columns.indexOf('light_sum')] as number) += light;
        (row[columns.indexOf('light_n')] as number) += 1;
      };
      for (let ts = start; ts < HISTORY_NOW; ts += MINUTE) {
        temperature += (random() - 0.5) * 0.2;
        temperature = Math.min(30, Math.max(18, temperature));
        const values = [temperature, 50 + random() * 20, 600 + random() * 400, 0.8 + random() * 0.6];
        const light = (ts / MINUTE) % 1440 < 1080 ? 1 : 0;
        if (ts >= rawFrom) raw.run(id, ts, ...values, light);
        add(five, 5 * MINUTE, ts, values, light);
        add(hour, 60 * MINUTE, ts, values, light);
        // Finished buckets are written as time passes, so a device's year never sits in memory.
        flushBefore(five, ts - 10 * MINUTE, (row) => fiveMinutes.run(row));
        flushBefore(hour, ts - 120 * MINUTE, (row) => hours.run(row));
      }
      for (const row of five.values()) fiveMinutes.run(row);
      for (const row of hour.values()) hours.run(row);
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

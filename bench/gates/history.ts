import type { App } from '../../apps/server/src/testing/bench-entry.ts';
import { startOursApp } from '../lib/app.ts';
import type { Gate } from '../lib/gate.ts';
import { postgresHistorySize } from '../lib/history-size-postgres.ts';
import { HISTORY_NOW, HISTORY_SEED, historyDeviceId, seededHistoryFile } from '../lib/seed-history.ts';
import { sqlite, type RawReader } from '../lib/storage-dialects.ts';
import { timePairMs } from '../lib/timing.ts';

const DAY = 86_400_000;

type Started = { app: App; token: string; raw: RawReader };

/** The rollup aggregate the route runs, as one raw prepared statement over the same table. */
const rollupSql = (table: string, size: number) => `select (bucket / ${size}) * ${size} as bucket,
    ${['temperature', 'humidity', 'co2', 'vpd']
      .map((m) => `sum(${m}_sum) / nullif(sum(${m}_n), 0), min(${m}_min), max(${m}_max)`)
      .join(', ')}, sum(light_sum) / nullif(sum(light_n), 0)
  from ${table} where device_id = ? and bucket >= ? and bucket < ? group by (bucket / ${size}) * ${size} order by bucket`;

let reported = false;

/** The seed's size per device-year on both dialects (what a year of history costs), printed once a run. */
async function reportSeedSize(file: string, bytes: number): Promise<void> {
  if (reported) return;
  reported = true;
  const { devices, days, rawDays } = HISTORY_SEED;
  const perDeviceYear = bytes / devices / (days / 365);
  process.stdout.write(
    `history seed: ${devices} devices over ${days} days (raw for the last ${rawDays}): ` +
      `${(bytes / 1e6).toFixed(0)} MB, ${(perDeviceYear / 1e6).toFixed(1)} MB per device-year on SQLite; ` +
      `${await postgresHistorySize(file, HISTORY_SEED)}\n`,
  );
}

/** A chart of `days` at `step` through the whole route vs the same aggregate as a raw statement. */
function chartGate(name: string, days: number, step: '1h' | '1d', table: string, size: number): Gate {
  let started: Started | undefined;
  return {
    name,
    direction: '<=',
    target: 1.5,
    unit: 'ms',
    async setup() {
      const { file, bytes } = await seededHistoryFile(HISTORY_SEED);
      await reportSeedSize(file, bytes);
      started = { ...(await startOursApp(file)), raw: await sqlite.reader({ sqlitePath: file }) };
    },
    async round() {
      const { app, token, raw } = started!;
      const from = HISTORY_NOW - days * DAY;
      const device = historyDeviceId(3);
      const url = `/api/sensor-data/climate/series/${device}?from=${from}&to=${HISTORY_NOW}&step=${step}`;
      const statement = raw.prepare(rollupSql(table, size));
      const { first, second } = await timePairMs(
        async () => {
          const response = await app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${token}` },
          });
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        },
        () => statement([device, from, HISTORY_NOW]),
      );
      return { ours: first, reference: second };
    },
    async teardown() {
      await started?.raw.close();
      await started?.app.close();
    },
  };
}

export const historyGates: Gate[] = [
  chartGate(
    'history-30d-1h (series 30 d at 1 h vs the raw aggregate over the hourly rollup)',
    30,
    '1h',
    'climate_rollups_1h',
    3_600_000,
  ),
  chartGate(
    'history-1y-1d (series 1 year at 1 d vs the raw aggregate over the hourly rollup)',
    365,
    '1d',
    'climate_rollups_1h',
    86_400_000,
  ),
];

import fc from 'fast-check';
import { HISTORY_STEP_MS, HISTORY_STEPS, type HistoryStep } from '@canopy/shared/history-steps';
import {
  CLIMATE_SERIES_METRICS,
  SOIL_SERIES_METRICS,
  type ClimateSeriesPoint,
  type SoilSeriesPoint,
} from '@canopy/shared/schemas/history';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertHistoryDevices, type ClimateReadingRow } from '../../testing/history-readings.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { telemetryRepository } from '../telemetry/telemetry.repository.ts';

const CLIMATE = 'c3c3c3c3c3c3c3c3c3c3c3c3';
const SOIL = 'd3d3d3d3d3d3d3d3d3d3d3d3';
const WATER = 'a3a3a3a3a3a3a3a3a3a3a3a3';
const MIN = 60_000;
const DAY = 86_400_000;
/** Readings spread over 70 days, so every step, 1d included, has several buckets. */
const SPAN = 70 * DAY;
const BASE = Date.UTC(2026, 0, 1);

type Climate = ClimateReadingRow;
type Soil = { ts: number } & Record<(typeof SOIL_SERIES_METRICS)[number], number | null>;

const round3 = (v: number) => Math.round(v * 1000) / 1000;
const avg = (values: number[]) =>
  values.length ? round3(values.reduce((a, b) => a + b, 0) / values.length) : null;

/** Every point is a whole bucket: the range counts from the start of its first bucket to the end of its last. */
const inWholeBuckets = (ts: number, from: number, to: number, size: number) =>
  ts >= Math.floor(from / size) * size && ts < Math.ceil(to / size) * size;

/** The readings in whole buckets of the step, grouped by their bucket's start, earliest first. */
function naiveBuckets<R extends { ts: number }>(rows: R[], from: number, to: number, step: HistoryStep) {
  const size = HISTORY_STEP_MS[step];
  const buckets = new Map<number, R[]>();
  for (const row of rows.filter((r) => inWholeBuckets(r.ts, from, to, size))) {
    const b = Math.floor(row.ts / size) * size;
    buckets.set(b, [...(buckets.get(b) ?? []), row]);
  }
  return [...buckets.entries()].sort(([a], [b]) => a - b);
}

/** The series computed the obvious way, in JavaScript, from the readings themselves. */
function naiveClimate(rows: Climate[], from: number, to: number, step: HistoryStep): ClimateSeriesPoint[] {
  return naiveBuckets(rows, from, to, step).map(([ts, inBucket]) => {
    const of = (m: (typeof CLIMATE_SERIES_METRICS)[number]) =>
      inBucket.map((r) => r[m]).filter((v): v is number => v !== null);
    const stat = (f: (values: number[]) => number | null) =>
      Object.fromEntries(CLIMATE_SERIES_METRICS.map((m) => [m, f(of(m))])) as ClimateSeriesPoint['min'];
    return {
      ts,
      ...stat(avg),
      light: avg(inBucket.map((r) => r.light_status)),
      min: stat((v) => (v.length ? round3(Math.min(...v)) : null)),
      max: stat((v) => (v.length ? round3(Math.max(...v)) : null)),
    };
  });
}

function naiveSoil(rows: Soil[], from: number, to: number, step: HistoryStep): SoilSeriesPoint[] {
  return naiveBuckets(rows, from, to, step).map(([ts, inBucket]) => {
    const point = { ts } as SoilSeriesPoint;
    for (const m of SOIL_SERIES_METRICS)
      point[m] = avg(inBucket.map((r) => r[m]).filter((v): v is number => v !== null));
    return point;
  });
}

/**
 * The same points, keys and nulls, numbers within a rounding step: an average summed in another order may
 * round to the neighbouring third decimal.
 */
function expectClose(actual: unknown, expected: unknown, path = '$'): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), path).toBeLessThanOrEqual(0.0011);
  } else if (expected !== null && typeof expected === 'object') {
    expect(actual, path).toBeTypeOf('object');
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected)) {
      expectClose((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    }
  } else {
    expect(actual, path).toBe(expected);
  }
}

describe.each(DIALECTS)('history series on %s', (dialect) => {
  const { t, member } = signedInSuite(dialect, { member: 'user' }, { per: 'describe' });
  const climate: Climate[] = [];
  const soil: Soil[] = [];

  beforeAll(async () => {
    const db = t.database.db;
    await insertHistoryDevices(db, BASE, [
      [CLIMATE, 'Veg', 'climate'],
      [SOIL, 'Bed', 'soil'],
      [WATER, 'Line', 'water'],
    ]);
    // Random readings at random minutes (some gaps, some nulls), the same for every run of the test.
    const value = (seed: number, scale: number) =>
      seed % 11 === 0 ? null : round3(((seed * 7919) % 10_007) / scale);
    const minutes = fc.sample(fc.integer({ min: 0, max: SPAN / MIN - 1 }), { numRuns: 3000, seed: 20 });
    for (const minute of [...new Set(minutes)]) {
      const ts = BASE + minute * MIN;
      climate.push({
        ts,
        temperature: value(minute, 400),
        humidity: value(minute + 1, 150),
        co2: value(minute + 2, 8),
        vpd: value(minute + 3, 5000),
        light_status: minute % 3 === 0 ? 0 : 1,
      });
      soil.push({
        ts,
        moisture_pct: value(minute, 150),
        temp_c: value(minute + 1, 400),
        ec_mscm: value(minute + 2, 3000),
        ph: value(minute + 3, 1500),
        n_mgkg: value(minute + 4, 50),
        p_mgkg: value(minute + 5, 50),
        k_mgkg: value(minute + 6, 50),
      });
    }
    await telemetryRepository.insertClimate(
      db,
      climate.map((row) => ({ device_id: CLIMATE, ...row })),
    );
    await telemetryRepository.insertSoil(
      db,
      soil.map((row) => ({ device_id: SOIL, in_medium: 1, ...row })),
    );
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: member.auth });

  it('answers every step of any range as a naive computation over the readings does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: SPAN }),
        fc.integer({ min: 1, max: SPAN }),
        fc.constantFrom(...HISTORY_STEPS),
        async (offset, length, step) => {
          const from = BASE + offset;
          const to = from + length;
          fc.pre(
            Math.floor((to - 1) / HISTORY_STEP_MS[step]) - Math.floor(from / HISTORY_STEP_MS[step]) < 2000,
          );
          const climateAnswer = await get(
            `/api/sensor-data/climate/series/${CLIMATE}?from=${from}&to=${to}&step=${step}`,
          );
          expect(climateAnswer.statusCode).toBe(200);
          expectClose(climateAnswer.json(), naiveClimate(climate, from, to, step));
          const soilAnswer = await get(
            `/api/sensor-data/soil7in1/series/${SOIL}?from=${from}&to=${to}&step=${step}`,
          );
          expect(soilAnswer.statusCode).toBe(200);
          expectClose(soilAnswer.json(), naiveSoil(soil, from, to, step));
        },
      ),
      { numRuns: 25, seed: 7 },
    );
  });

  it('picks the step from the range: 1m for 2 hours, 5m for a day, 1h for 30 days, 1d past 60 days', async () => {
    const bucketWidth = async (length: number) => {
      const points = (
        await get(`/api/sensor-data/climate/series/${CLIMATE}?from=${BASE}&to=${BASE + length}`)
      ).json<ClimateSeriesPoint[]>();
      return Math.min(...points.slice(1).map((p, i) => p.ts - points[i]!.ts));
    };
    expect(await bucketWidth(2 * 3_600_000)).toBeGreaterThanOrEqual(MIN);
    expect((await bucketWidth(DAY)) % (5 * MIN)).toBe(0);
    expect((await bucketWidth(30 * DAY)) % 3_600_000).toBe(0);
    expect(await bucketWidth(65 * DAY)).toBe(DAY);
  });

  it('takes ISO 8601 times as well as epoch milliseconds', async () => {
    const iso = await get(
      `/api/sensor-data/climate/series/${CLIMATE}?from=${new Date(BASE).toISOString()}&to=${new Date(BASE + DAY).toISOString()}&step=1h`,
    );
    const ms = await get(`/api/sensor-data/climate/series/${CLIMATE}?from=${BASE}&to=${BASE + DAY}&step=1h`);
    expect(iso.json()).toEqual(ms.json());
    expect(ms.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('refuses a bad range, an unknown step, too many points and a device of another kind', async () => {
    const series = (id: string, query: string) => get(`/api/sensor-data/climate/series/${id}?${query}`);
    const cases: [string, string, number, string][] = [
      [CLIMATE, `from=${BASE + DAY}&to=${BASE}`, 400, 'validation.failed'],
      [CLIMATE, `from=${BASE}&to=${BASE}`, 400, 'validation.failed'],
      [CLIMATE, `from=${BASE}&to=${BASE + DAY}&step=2m`, 400, 'validation.failed'],
      [CLIMATE, `from=yesterday&to=${BASE}`, 400, 'validation.failed'],
      [CLIMATE, `from=${BASE}&to=${BASE + 2 * DAY}&step=1m`, 400, 'history.too_many_points'],
      [CLIMATE, `from=${BASE}&to=${BASE + 400 * DAY}&step=1h`, 400, 'history.too_many_points'],
      ['nosuchdevice', `from=${BASE}&to=${BASE + DAY}`, 404, 'devices.not_found'],
      [SOIL, `from=${BASE}&to=${BASE + DAY}`, 404, 'devices.not_found'],
      [WATER, `from=${BASE}&to=${BASE + DAY}`, 404, 'devices.not_found'],
    ];
    for (const [id, query, status, code] of cases) {
      const answer = await series(id, query);
      expect(answer.statusCode, query).toBe(status);
      expect(answer.json(), query).toMatchObject({ code });
    }
    expect(
      (await get(`/api/sensor-data/soil7in1/series/${CLIMATE}?from=${BASE}&to=${BASE + DAY}`)).statusCode,
    ).toBe(404);
    // 2,000 one-minute buckets exactly is allowed; the answer has at most that many points.
    const edge = await series(CLIMATE, `from=${BASE}&to=${BASE + 2000 * MIN}&step=1m`);
    expect(edge.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/sensor-data/climate/series/${CLIMATE}?from=${BASE}&to=${BASE + DAY}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

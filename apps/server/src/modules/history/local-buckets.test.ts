import { localDateTime, localDayNumber } from '@canopy/shared/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../testing/fake-clock.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../testing/test-databases.ts';
import { createDevicesRepository } from '../devices/devices.repository.ts';
import { parseReading } from '../telemetry/telemetry-parser.ts';
import { createTelemetryWriter } from '../telemetry/telemetry-writer.ts';
import {
  localRollupBuckets,
  localWaterBuckets,
  offsetPieces,
  type LocalBucketHours,
  type LocalStat,
} from './local-buckets.ts';

const CLIMATE = 'c9c9c9c9c9c9c9c9c9c9c9c9';
const SOIL = 'd9d9d9d9d9d9d9d9d9d9d9d9';
const WATER = 'a9a9a9a9a9a9a9a9a9a9a9a9';
const KOLKATA = 'c9c9c9c9c9c9c9c9c9c9c9ca';
const MIN = 60_000;
const HOUR = 3_600_000;
const JERUSALEM = 'Asia/Jerusalem';
const at = (iso: string) => Date.parse(iso);

/**
 * Asia/Jerusalem moves to summer time at 02:00 on Friday 27 March 2026 (that local day has 23 hours,
 * 2026-03-26T22:00Z to 2026-03-27T21:00Z) and back at 02:00 on Sunday 25 October 2026 (25 hours,
 * 2026-10-24T21:00Z to 2026-10-25T22:00Z). Each range is three local days with the change in the middle.
 */
const SPRING = { from: at('2026-03-25T22:00:00Z'), to: at('2026-03-28T21:00:00Z') };
const AUTUMN = { from: at('2026-10-23T21:00:00Z'), to: at('2026-10-26T22:00:00Z') };

/** A reading every 20 minutes over a range, its temperature a function of its time. */
function readingTimes(range: { from: number; to: number }): number[] {
  const times = [];
  for (let ts = range.from; ts < range.to; ts += 20 * MIN) times.push(ts + 5 * MIN);
  return times;
}
const temperatureAt = (ts: number) => 15 + ((ts / MIN) % 97) / 10;

/** The buckets computed the obvious way: each reading's hour placed on the local clock by Intl. */
function naiveBuckets(
  times: readonly number[],
  hours: LocalBucketHours,
  timeZone: string,
  range: { from: number; to: number },
) {
  const buckets = new Map<string, { day: number; hour: number; values: number[] }>();
  for (const ts of times) {
    const hourStart = Math.floor(ts / HOUR) * HOUR;
    if (hourStart < range.from || hourStart >= range.to) continue;
    const day = localDayNumber(hourStart, timeZone);
    const hour = Math.floor(Number(localDateTime(hourStart, timeZone).time.slice(0, 2)) / hours) * hours;
    const key = `${day}:${hour}`;
    const bucket = buckets.get(key) ?? { day, hour, values: [] };
    bucket.values.push(temperatureAt(ts));
    buckets.set(key, bucket);
  }
  return [...buckets.values()]
    .sort((a, b) => a.day - b.day || a.hour - b.hour)
    .map(({ day, hour, values }) => ({
      day,
      hour,
      n: values.length,
      avg: values.reduce((a, b) => a + b, 0) / values.length,
      min: Math.min(...values),
      max: Math.max(...values),
    }));
}

type Flat = { day: number; hour: number } & LocalStat;
const flat = (
  buckets: readonly { day: number; hour: number; values: { temperature?: LocalStat } }[],
): Flat[] => buckets.map(({ day, hour, values }) => ({ day, hour, ...values.temperature! }));

function expectSameBuckets(actual: readonly Flat[], expected: readonly Flat[]) {
  expect(actual.map(({ day, hour, n }) => ({ day, hour, n }))).toEqual(
    expected.map(({ day, hour, n }) => ({ day, hour, n })),
  );
  actual.forEach((bucket, i) => {
    expect(bucket.avg).toBeCloseTo(expected[i]!.avg, 9);
    expect(bucket.min).toBeCloseTo(expected[i]!.min, 9);
    expect(bucket.max).toBeCloseTo(expected[i]!.max, 9);
  });
}

describe('offset pieces', () => {
  it('cuts a range at each change of offset, to the instant', () => {
    expect(offsetPieces(at('2026-03-01T00:00:00Z'), at('2026-12-01T00:00:00Z'), JERUSALEM)).toEqual([
      { until: at('2026-03-27T00:00:00Z'), offset: 2 * HOUR },
      { until: at('2026-10-24T23:00:00Z'), offset: 3 * HOUR },
      { until: Infinity, offset: 2 * HOUR },
    ]);
    // St John's changes at 02:00 there, half past a UTC hour.
    expect(offsetPieces(at('2026-03-01T00:00:00Z'), at('2026-04-01T00:00:00Z'), 'America/St_Johns')).toEqual([
      { until: at('2026-03-08T05:30:00Z'), offset: -3.5 * HOUR },
      { until: Infinity, offset: -2.5 * HOUR },
    ]);
  });

  it('keeps one piece for a range that ends before the day it changes or starts after, and a zone that never does', () => {
    expect(offsetPieces(at('2026-03-26T12:00:00Z'), at('2026-03-26T23:00:00Z'), JERUSALEM)).toEqual([
      { until: Infinity, offset: 2 * HOUR },
    ]);
    expect(offsetPieces(at('2026-03-27T01:00:00Z'), at('2026-03-27T20:00:00Z'), JERUSALEM)).toEqual([
      { until: Infinity, offset: 3 * HOUR },
    ]);
    expect(offsetPieces(at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 'Asia/Kolkata')).toEqual([
      { until: Infinity, offset: 5.5 * HOUR },
    ]);
  });
});

describe.each(DIALECTS)('local buckets on %s', (dialect) => {
  let database: TestDatabase;
  const times = [...readingTimes(SPRING), ...readingTimes(AUTUMN)];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const writer = createTelemetryWriter({
      db: database.db,
      clock: new FakeClock(Date.now()),
      devices: createDevicesRepository(database.db),
      flushEveryMs: 0,
    });
    for (const ts of times) {
      const temperature = temperatureAt(ts);
      writer.enqueue({
        deviceId: CLIMATE,
        name: 'Flower',
        ts,
        reading: parseReading('climate', { temperature, humidity: temperature * 3 }),
      });
      writer.enqueue({
        deviceId: SOIL,
        name: 'Bed',
        ts,
        reading: parseReading('soil', { moisture_pct: temperature * 2, ec_mscm: 2 }),
      });
    }
    // Kolkata is 5:30 ahead: 18:00Z is 23:30 there, 19:00Z half past midnight of the next day.
    for (const [iso, temperature] of [
      ['2026-06-10T18:10:00Z', 20],
      ['2026-06-10T18:50:00Z', 22],
      ['2026-06-10T19:10:00Z', 30],
    ] as const) {
      writer.enqueue({
        deviceId: KOLKATA,
        name: 'Kolkata',
        ts: at(iso),
        reading: parseReading('climate', { temperature }),
      });
    }
    // A meter's running totals: one reading at the start of each hour, 2 L in and 0.5 L out an hour,
    // replaced by a new meter counting from zero as 26 October begins there (2026-10-25T22:00Z).
    const replaced = at('2026-10-25T22:00:00Z');
    for (let ts = AUTUMN.from; ts < AUTUMN.to; ts += HOUR) {
      const hours = (ts - (ts < replaced ? AUTUMN.from : replaced)) / HOUR;
      const base = ts < replaced ? { in: 100, out: 50 } : { in: 0, out: 0 };
      writer.enqueue({
        deviceId: WATER,
        name: 'Line',
        ts,
        reading: parseReading('water', {
          in: { rate_lpm: 1, total_l: base.in + 2 * hours },
          out: { rate_lpm: 1, total_l: base.out + 0.5 * hours },
        }),
      });
    }
    await writer.flush();
    await writer.close();
  });
  afterAll(async () => {
    await database.drop();
  });

  const climate = (range: { from: number; to: number }, hours: LocalBucketHours, timeZone = JERUSALEM) =>
    localRollupBuckets(database.db, 'climate', CLIMATE, { ...range, hours, timeZone }, ['temperature']);

  it('gives the 23-hour day of the spring change 23 hourly rollups, and its hours as the clock shows them', async () => {
    const days = await climate(SPRING, 24);
    const dayOf = (date: string) => localDayNumber(at(`${date}T12:00:00Z`), JERUSALEM);
    expect(days.map((d) => d.day)).toEqual(['2026-03-26', '2026-03-27', '2026-03-28'].map(dayOf));
    // Three readings an hour.
    expect(days.map((d) => d.values.temperature!.n)).toEqual([24 * 3, 23 * 3, 24 * 3]);
    expectSameBuckets(flat(days), naiveBuckets(times, 24, JERUSALEM, SPRING));
    // 02:00 never happened that night.
    const hours = await climate(SPRING, 1);
    expect(hours.filter((h) => h.day === dayOf('2026-03-27')).map((h) => h.hour)).toEqual([
      0,
      1,
      ...Array.from({ length: 21 }, (_, i) => i + 3),
    ]);
    for (const size of [1, 6] as const) {
      expectSameBuckets(flat(await climate(SPRING, size)), naiveBuckets(times, size, JERUSALEM, SPRING));
    }
  });

  it('gives the 25-hour day of the autumn change 25 hourly rollups, its repeated hour one bucket of two', async () => {
    const days = await climate(AUTUMN, 24);
    expect(days.map((d) => d.values.temperature!.n)).toEqual([24 * 3, 25 * 3, 24 * 3]);
    expectSameBuckets(flat(days), naiveBuckets(times, 24, JERUSALEM, AUTUMN));
    const changeDay = localDayNumber(at('2026-10-25T12:00:00Z'), JERUSALEM);
    const onChangeDay = (await climate(AUTUMN, 1)).filter((h) => h.day === changeDay);
    expect(onChangeDay.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(onChangeDay.find((h) => h.hour === 1)!.values.temperature!.n).toBe(6);
    const quarters = await climate(AUTUMN, 6);
    expect(quarters.filter((q) => q.day === changeDay).map((q) => [q.hour, q.values.temperature!.n])).toEqual(
      [
        [0, 7 * 3],
        [6, 6 * 3],
        [12, 6 * 3],
        [18, 6 * 3],
      ],
    );
    expectSameBuckets(flat(quarters), naiveBuckets(times, 6, JERUSALEM, AUTUMN));
  });

  it('reads the same buckets as Intl places them in zones far east and far west', async () => {
    const range = { from: SPRING.from + 5 * HOUR, to: AUTUMN.to - 7 * HOUR };
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Honolulu', 'America/Los_Angeles']) {
      for (const size of [1, 6, 24] as const) {
        expectSameBuckets(
          flat(await climate(range, size, timeZone)),
          naiveBuckets(times, size, timeZone, range),
        );
      }
    }
  });

  it('puts an hourly rollup of a half-hour zone in the local bucket its start falls in', async () => {
    const range = {
      from: at('2026-06-10T00:00:00Z'),
      to: at('2026-06-11T00:00:00Z'),
      timeZone: 'Asia/Kolkata',
    };
    const read = (hours: LocalBucketHours) =>
      localRollupBuckets(database.db, 'climate', KOLKATA, { ...range, hours }, ['temperature']);
    const june10 = localDayNumber(at('2026-06-10T12:00:00Z'), 'Asia/Kolkata');
    // The 18:00Z rollup (23:30 to 00:30 there) counts for 10 June; the 19:00Z one for 11 June.
    expect(flat(await read(24))).toEqual([
      { day: june10, hour: 0, avg: 21, min: 20, max: 22, n: 2 },
      { day: june10 + 1, hour: 0, avg: 30, min: 30, max: 30, n: 1 },
    ]);
    expect((await read(1)).map(({ day, hour }) => [day, hour])).toEqual([
      [june10, 23],
      [june10 + 1, 0],
    ]);
  });

  it('reads the soil metrics asked, each with its own count, and leaves out those without readings', async () => {
    const days = await localRollupBuckets(
      database.db,
      'soil',
      SOIL,
      { ...SPRING, hours: 24, timeZone: JERUSALEM },
      ['moisture_pct', 'ec_mscm', 'ph'],
    );
    expect(days).toHaveLength(3);
    expect(Object.keys(days[1]!.values).sort()).toEqual(['ec_mscm', 'moisture_pct']);
    expect(days[1]!.values.ec_mscm).toEqual({ avg: 2, min: 2, max: 2, n: 69 });
    expect(days[1]!.values.moisture_pct!.avg).toBeCloseTo(
      naiveBuckets(times, 24, JERUSALEM, SPRING)[1]!.avg * 2,
      9,
    );
  });

  it("gives a meter's litres per local day, the 25-hour day's 25 hours of them, across a new meter", async () => {
    const days = await localWaterBuckets(database.db, WATER, { ...AUTUMN, hours: 24, timeZone: JERUSALEM });
    const first = localDayNumber(at('2026-10-24T12:00:00Z'), JERUSALEM);
    // The first day's readings run 00:00 to 23:00 (23 hours of flow between them); the next day counts
    // from the day before's last reading: 25 hours. The new meter's day counts from its own lowest.
    expect(days).toEqual([
      { day: first, hour: 0, in_l: 46, out_l: 11.5 },
      { day: first + 1, hour: 0, in_l: 50, out_l: 12.5 },
      { day: first + 2, hour: 0, in_l: 46, out_l: 11.5 },
    ]);
  });
});

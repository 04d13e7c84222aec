import { climateHistorySchema } from '@canopy/shared/schemas/devices';
import { waterSeriesSchema } from '@canopy/shared/schemas/water';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { telemetryRepository } from './telemetry.repository.ts';

const CLIMATE = 'c1c1c1c1c1c1c1c1c1c1c1c1';
const SHUFFLED = 'c2c2c2c2c2c2c2c2c2c2c2c2';
const WATER = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const MIN = 60_000;

/**
 * The exact bodies of the history reads (field names, order, nulls, rounding, range bounds), so the
 * read path can be made faster without any answer changing.
 */

/**
 * The climate history body is JSON text written by the database, so its numbers may be spelled
 * differently from JSON.stringify's (SQLite writes a whole REAL as 22.0 and 1e300 as 1.0e+300,
 * PostgreSQL 1e+300): what must not change is what a client parses. So: the same values (compared
 * with Object.is, so -0 is not 0), nulls, order, and keys in the same order, which re-serialising
 * checks: JSON.stringify of the parsed body is byte for byte the old answer.
 */
function expectSameParsedJson(body: string, expected: unknown) {
  const parsed: unknown = JSON.parse(body);
  expect(parsed).toStrictEqual(expected);
  expect(JSON.stringify(parsed)).toBe(JSON.stringify(expected));
}

describe.each(DIALECTS)('history reads on %s', (dialect) => {
  let t: TestContext;
  let member: TestUser;
  let now: number;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    member = await t.createUser('user');
    now = t.clock.now().getTime();
    const db = t.database.db;
    const updatedAt = new Date(now).toISOString();
    await db
      .insertInto('devices')
      .values([
        { id: CLIMATE, name: 'Veg', kind: 'climate', alerts_enabled: 1, updated_at: updatedAt },
        { id: WATER, name: 'Line', kind: 'water', alerts_enabled: 1, updated_at: updatedAt },
        { id: SHUFFLED, name: 'Flower', kind: 'climate', alerts_enabled: 1, updated_at: updatedAt },
      ])
      .execute();
    await telemetryRepository.insertClimate(db, [
      // Just outside the 1 h window, its first instant, one with gaps, and "now" itself.
      {
        device_id: CLIMATE,
        ts: now - 60 * MIN - 1,
        temperature: 1,
        humidity: 1,
        co2: 1,
        vpd: 1,
        light_status: 0,
      },
      {
        device_id: CLIMATE,
        ts: now - 60 * MIN,
        temperature: 21.5,
        humidity: 55.25,
        co2: 800,
        vpd: 1.1,
        light_status: 1,
      },
      {
        device_id: CLIMATE,
        ts: now - 30 * MIN,
        temperature: null,
        humidity: 60,
        co2: null,
        vpd: null,
        light_status: null,
      },
      {
        device_id: CLIMATE,
        ts: now,
        temperature: 0.1 + 0.2,
        humidity: -0,
        co2: 1234.5678,
        vpd: 0,
        light_status: 0,
      },
      { device_id: CLIMATE, ts: now + 1, temperature: 9, humidity: 9, co2: 9, vpd: 9, light_status: 9 },
    ]);
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    await telemetryRepository.insertWater(db, [
      { device_id: WATER, ts: base - 1, in_rate_lpm: 100, in_total_l: 1, out_rate_lpm: 100, out_total_l: 1 },
      { device_id: WATER, ts: base, in_rate_lpm: 1, in_total_l: 10.5, out_rate_lpm: null, out_total_l: null },
      {
        device_id: WATER,
        ts: base + 20_000,
        in_rate_lpm: 2,
        in_total_l: 10.75,
        out_rate_lpm: 0.0004,
        out_total_l: 3,
      },
      {
        device_id: WATER,
        ts: base + 40_000,
        in_rate_lpm: 2.0015,
        in_total_l: 10.6,
        out_rate_lpm: null,
        out_total_l: 2,
      },
      {
        device_id: WATER,
        ts: base + 16 * MIN,
        in_rate_lpm: 1 / 3,
        in_total_l: 12,
        out_rate_lpm: 2 / 3,
        out_total_l: 4,
      },
      {
        device_id: WATER,
        ts: base + 60 * MIN,
        in_rate_lpm: 5,
        in_total_l: 20,
        out_rate_lpm: 5,
        out_total_l: 20,
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: member.auth });

  it('climate history: the window [now - hours, now] in time order, under the API names', async () => {
    const response = await get(`/api/sensor-data/climate/history/${CLIMATE.toUpperCase()}?hours=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSameParsedJson(response.body, [
      { timestamp: now - 60 * MIN, temperature: 21.5, humidity: 55.25, co2: 800, vpd: 1.1, lightStatus: 1 },
      {
        timestamp: now - 30 * MIN,
        temperature: null,
        humidity: 60,
        co2: null,
        vpd: null,
        lightStatus: null,
      },
      { timestamp: now, temperature: 0.1 + 0.2, humidity: 0, co2: 1234.5678, vpd: 0, lightStatus: 0 },
    ]);
  });

  it('climate history: time order whatever order the readings arrived in, every value as stored', async () => {
    // Minutes 0..29 before now, written in three batches out of time order, so neither the insert
    // order nor the storage order is the time order.
    const minutes = Array.from({ length: 30 }, (_, i) => (i * 7) % 30);
    const reading = (m: number) => ({
      device_id: SHUFFLED,
      ts: now - m * MIN,
      // Whole numbers, a huge and a tiny one, a negative one and a null: JSON numbers of every spelling.
      temperature: m % 2 === 0 ? 22 : 22.25,
      humidity: m === 3 ? 1e300 : m === 4 ? 1e-300 : 40 + m,
      co2: m === 5 ? null : 400 + m * 10,
      vpd: -m / 8,
      light_status: m % 2,
    });
    for (const batch of [minutes.slice(0, 10), minutes.slice(20), minutes.slice(10, 20)]) {
      await telemetryRepository.insertClimate(t.database.db, batch.map(reading));
    }
    const response = await get(`/api/sensor-data/climate/history/${SHUFFLED}?hours=1`);
    expect(response.statusCode).toBe(200);
    const expected = Array.from({ length: 30 }, (_, i) => 29 - i).map((m) => {
      const r = reading(m);
      return {
        timestamp: r.ts,
        temperature: r.temperature,
        humidity: r.humidity,
        co2: r.co2,
        vpd: r.vpd === 0 ? 0 : r.vpd, // -0 is stored as 0 on both dialects
        lightStatus: r.light_status,
      };
    });
    expectSameParsedJson(response.body, expected);
    // The body is what the route's declared response schema describes.
    expect(climateHistorySchema.safeParse(JSON.parse(response.body)).success).toBe(true);
  });

  it('climate history: the default window is 24 h, an unknown device is 404, another kind is empty', async () => {
    const day = await get(`/api/sensor-data/climate/history/${CLIMATE}`);
    expect(day.json()).toHaveLength(4);
    // Device ids are stored in lower case and matched in any case.
    expect((await get(`/api/sensor-data/climate/history/${CLIMATE.toUpperCase()}`)).body).toBe(day.body);
    const missing = await get('/api/sensor-data/climate/history/ffffffffffffffffffffffff?hours=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'devices.not_found' });
    expect((await get(`/api/sensor-data/climate/history/${WATER}?hours=1`)).body).toBe('[]');
  });

  // PostgreSQL's double precision holds NaN and the infinities, which JSON cannot spell; SQLite stores
  // no NaN at all.
  if (dialect === 'postgres') {
    it('climate history on PostgreSQL: NaN and the infinities as null, negative numbers as they are', async () => {
      const device = 'c3c3c3c3c3c3c3c3c3c3c3c3';
      await t.database.db
        .insertInto('devices')
        .values({
          id: device,
          name: 'Odd',
          kind: 'climate',
          alerts_enabled: 1,
          updated_at: new Date(now).toISOString(),
        })
        .execute();
      await telemetryRepository.insertClimate(t.database.db, [
        {
          device_id: device,
          ts: now - 2 * MIN,
          temperature: NaN,
          humidity: Infinity,
          co2: -Infinity,
          vpd: -2,
          light_status: 1,
        },
        {
          device_id: device,
          ts: now - MIN,
          temperature: -0.5,
          humidity: -1e-5,
          co2: null,
          vpd: 1e300,
          light_status: null,
        },
      ]);
      const response = await get(`/api/sensor-data/climate/history/${device}?hours=1`);
      expect(response.statusCode).toBe(200);
      expectSameParsedJson(response.body, [
        { timestamp: now - 2 * MIN, temperature: null, humidity: null, co2: null, vpd: -2, lightStatus: 1 },
        {
          timestamp: now - MIN,
          temperature: -0.5,
          humidity: -1e-5,
          co2: null,
          vpd: 1e300,
          lightStatus: null,
        },
      ]);
    });
  }

  it('climate history: hours outside (0, 168] or not a number is refused before any read', async () => {
    for (const hours of ['0', '-1', '169', 'abc']) {
      const response = await get(`/api/sensor-data/climate/history/${CLIMATE}?hours=${hours}`);
      expect(response.statusCode, hours).toBe(400);
      expect(response.json(), hours).toMatchObject({ code: 'validation.failed' });
    }
    expect((await get(`/api/sensor-data/climate/history/${CLIMATE}?hours=168`)).statusCode).toBe(200);
  });

  it('water series: one point per bucket, rates rounded to 3 digits, totals as stored', async () => {
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    const response = await get(
      `/api/water-in-out/series?deviceId=${WATER.toUpperCase()}&from=${base}&to=${base + 60 * MIN}&step=15m`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // The body is what the route's declared response schema describes.
    expect(waterSeriesSchema.safeParse(JSON.parse(response.body)).success).toBe(true);
    expect(response.body).toBe(
      JSON.stringify({
        deviceId: WATER,
        step: '15m',
        points: [
          {
            ts: base,
            in: { rate_lpm: 1.667, total_l: 10.75 },
            out: { rate_lpm: 0, total_l: 3 },
            count: 3,
          },
          {
            ts: base + 15 * MIN,
            in: { rate_lpm: 0.333, total_l: 12 },
            out: { rate_lpm: 0.667, total_l: 4 },
            count: 1,
          },
        ],
      }),
    );
  });

  it('water series and summary: a window with no readings has no points and null aggregates', async () => {
    const empty = `deviceId=${WATER}&from=0&to=1000`;
    expect((await get(`/api/water-in-out/series?${empty}`)).body).toBe(
      JSON.stringify({ deviceId: WATER, step: '1m', points: [] }),
    );
    expect((await get(`/api/water-in-out/summary?${empty}`)).body).toBe(
      JSON.stringify({
        deviceId: WATER,
        from: 0,
        to: 1000,
        in: { total_delta_l: null, avg_rate_lpm: null },
        out: { total_delta_l: null, avg_rate_lpm: null },
      }),
    );
  });

  it('water summary: deltas and average rates rounded to 3 digits', async () => {
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    const response = await get(
      `/api/water-in-out/summary?deviceId=${WATER}&from=${base}&to=${base + 60 * MIN}`,
    );
    expect(response.body).toBe(
      JSON.stringify({
        deviceId: WATER,
        from: base,
        to: base + 60 * MIN,
        in: { total_delta_l: 1.5, avg_rate_lpm: 1.334 },
        out: { total_delta_l: 2, avg_rate_lpm: 0.334 },
      }),
    );
  });

  it('water series and summary answer 404 for a device that is not a water meter', async () => {
    for (const url of [
      `/api/water-in-out/series?deviceId=${CLIMATE}&from=0&to=1000`,
      `/api/water-in-out/summary?deviceId=${CLIMATE}&from=0&to=1000`,
      '/api/water-in-out/series?deviceId=ffffffffffffffffffffffff&from=0&to=1000',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'devices.not_found' });
    }
  });
});

import type { ClimateDay, SoilDay, WaterDay } from '@canopy/shared/schemas/history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { parseReading } from '../telemetry/telemetry-parser.ts';
import { createDevicesRepository } from '../devices/devices.repository.ts';
import { createTelemetryWriter } from '../telemetry/telemetry-writer.ts';

const CLIMATE = 'c8c8c8c8c8c8c8c8c8c8c8c8';
const SOIL = 'd8d8d8d8d8d8d8d8d8d8d8d8';
const WATER = 'a8a8a8a8a8a8a8a8a8a8a8a8';
const at = (iso: string) => Date.parse(iso);

const limits = (dayTemperature: [number, number]) => ({
  thresholds: {
    day: { temperature: dayTemperature, humidity: [50, 65] },
    night: { temperature: [18, 22] },
  },
});

/**
 * Asia/Jerusalem moves to summer time at 02:00 on Friday 27 March 2026, so that local day has 23 hours:
 * 2026-03-26T22:00Z to 2026-03-27T21:00Z. The readings cross the day/night switch and a change of the day
 * limits (27 down to 24 at 10:00Z), each judged against the limits it arrived with.
 */
const CLIMATE_READINGS: [string, Record<string, unknown>][] = [
  ['2026-03-26T21:30:00Z', { temperature: 19, humidity: 40, dayStatus: 'night', ...limits([22, 27]) }],
  ['2026-03-26T22:30:00Z', { temperature: 23, humidity: 40, dayStatus: 'night', ...limits([22, 27]) }],
  ['2026-03-27T06:00:00Z', { temperature: 25, humidity: 60, dayStatus: 'day', ...limits([22, 27]) }],
  ['2026-03-27T10:00:00Z', { temperature: 25, humidity: 70, dayStatus: 'day', ...limits([22, 24]) }],
  ['2026-03-27T20:30:00Z', { temperature: 20, humidity: 40, dayStatus: 'night', ...limits([22, 24]) }],
  ['2026-03-27T21:30:00Z', { temperature: 30, humidity: 40, dayStatus: 'night', ...limits([22, 24]) }],
];

describe.each(DIALECTS)('daily summaries on %s', (dialect) => {
  let t: TestContext;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    member = await t.createUser('user');
    const writer = createTelemetryWriter({
      db: t.database.db,
      clock: t.clock,
      devices: createDevicesRepository(t.database.db),
      flushEveryMs: 0,
    });
    for (const [iso, body] of CLIMATE_READINGS) {
      writer.enqueue({ deviceId: CLIMATE, name: 'Veg', ts: at(iso), reading: parseReading('climate', body) });
    }
    const soil = (iso: string, moisture: number) =>
      writer.enqueue({
        deviceId: SOIL,
        name: 'Bed',
        ts: at(iso),
        reading: parseReading('soil', { moisture_pct: moisture, temp_c: 20, ph: 6.5 }),
      });
    soil('2026-03-27T06:00:00Z', 40);
    soil('2026-03-27T18:00:00Z', 30);
    soil('2026-03-27T21:30:00Z', 50);
    const water = (iso: string, inTotal: number, outTotal: number) =>
      writer.enqueue({
        deviceId: WATER,
        name: 'Line',
        ts: at(iso),
        reading: parseReading('water', {
          in: { rate_lpm: 1, total_l: inTotal },
          out: { rate_lpm: 1, total_l: outTotal },
        }),
      });
    water('2026-03-26T08:00:00Z', 100, 40);
    water('2026-03-26T18:00:00Z', 130, 50);
    water('2026-03-27T06:00:00Z', 150, 55);
    water('2026-03-27T18:00:00Z', 190, 80);
    // The meter was replaced: its total starts again from zero.
    water('2026-03-28T06:00:00Z', 5, 2);
    water('2026-03-28T12:00:00Z', 25, 12);
    // A duplicate delivery changes nothing.
    water('2026-03-27T18:00:00Z', 190, 80);
    await writer.flush();
    await writer.close();
  });
  afterAll(async () => {
    await t.close();
  });

  const daily = (id: string, from = '2026-03-25T22:00:00Z', to = '2026-03-28T21:00:00Z') =>
    t.app.inject({
      method: 'GET',
      url: `/api/devices/${id}/daily?from=${from}&to=${to}`,
      headers: member.auth,
    });

  it('cuts climate days in the device zone and counts readings against the limits in force', async () => {
    const response = await daily(CLIMATE);
    expect(response.statusCode).toBe(200);
    const days = response.json<ClimateDay[]>();
    expect(days.map((d) => d.date)).toEqual(['2026-03-26', '2026-03-27', '2026-03-28']);
    const [before, dstDay, after] = days;
    expect(before).toMatchObject({
      temperature: { min: 19, avg: 19, max: 19 },
      inRangePct: { temperature: 100 },
    });
    // 23 at night (out), 25 by day under 22-27 (in), 25 by day under 22-24 (out), 20 at night (in).
    expect(dstDay).toMatchObject({
      temperature: { min: 20, avg: 23.25, max: 25 },
      humidity: { min: 40, avg: 52.5, max: 70 },
      // Humidity has limits by day only: its two night readings are not judged.
      inRangePct: { temperature: 50, humidity: 50, co2: null },
    });
    expect(after).toMatchObject({ temperature: { min: 30, max: 30 }, inRangePct: { temperature: 0 } });
  });

  it('gives soil days the min, average and max of each value', async () => {
    const days = (await daily(SOIL)).json<SoilDay[]>();
    expect(days.map((d) => d.date)).toEqual(['2026-03-27', '2026-03-28']);
    expect(days[0]).toMatchObject({
      moisture_pct: { min: 30, avg: 35, max: 40 },
      ph: { min: 6.5, avg: 6.5, max: 6.5 },
    });
    expect(days[1]).toMatchObject({ moisture_pct: { min: 50, avg: 50, max: 50 } });
  });

  it('gives water days the litres in and out from the running totals, across a meter restart', async () => {
    const days = (await daily(WATER)).json<WaterDay[]>();
    expect(days).toEqual([
      { date: '2026-03-26', in_l: 30, out_l: 10, balance_l: 20 },
      { date: '2026-03-27', in_l: 60, out_l: 30, balance_l: 30 },
      { date: '2026-03-28', in_l: 20, out_l: 10, balance_l: 10 },
    ]);
  });

  it('refuses a bad range and an unknown device', async () => {
    expect((await daily(CLIMATE, '2026-03-28T00:00:00Z', '2026-03-27T00:00:00Z')).json()).toMatchObject({
      code: 'validation.failed',
    });
    expect((await daily('nosuchdevice')).json()).toMatchObject({ code: 'devices.not_found' });
    const tooLong = await daily(CLIMATE, '2000-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
    expect(tooLong.json()).toMatchObject({ code: 'history.too_many_points' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/devices/${CLIMATE}/daily?from=0&to=1` });
    expect(anonymous.statusCode).toBe(401);
  });
});

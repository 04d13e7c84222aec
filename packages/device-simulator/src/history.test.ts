import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IRRIGATION_HOURS } from './devices/soil.ts';
import { addFleet, DEMO_FLEET, deviceIdFor } from './fleet.ts';
import { climateHistory, sampleTimes, soilHistory, waterHistory, type Resolution } from './history.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './random.ts';
import { startSimulator, type Simulator } from './simulator.ts';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const FROM = NOW - 290 * DAY_MS;
const RESOLUTION: Resolution = { fineFrom: NOW - 7 * DAY_MS, fineMs: MINUTE_MS, coarseMs: 10 * MINUTE_MS };

const entryOf = (label: string) => DEMO_FLEET.find((entry) => entry.label === label)!;
/** A demo controller's history at the given moments, with its room's bias and its own settings. */
const climateOf = (label: string, times: Iterable<number>) =>
  [...climateHistory(deviceIdFor(label), times, entryOf(label).bias, entryOf(label).settings)].map(
    (sample) => sample.payload,
  );
const soilOf = (label: string, times: Iterable<number>) =>
  [...soilHistory(deviceIdFor(label), times, true, entryOf(label).lights)].map((sample) => sample.payload);
const CLIMATE_ROOMS = DEMO_FLEET.filter((entry) => entry.kind === 'climate').map((entry) => entry.label);
const hourly = (from: number, hours: number) => Array.from({ length: hours }, (_, i) => from + i * HOUR_MS);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describe('sample times', () => {
  it('are ten minutes apart at mid-step before the last week and one minute apart in it', () => {
    const times = [
      ...sampleTimes(RESOLUTION.fineFrom - HOUR_MS, RESOLUTION.fineFrom + 3 * MINUTE_MS, RESOLUTION),
    ];
    const minutes = times.map((ts) => new Date(ts).getUTCMinutes());
    expect(minutes).toEqual([5, 15, 25, 35, 45, 55, 0, 1, 2, 3]);
    expect(times.at(-1)).toBe(RESOLUTION.fineFrom + 3 * MINUTE_MS);
  });

  it('resume after the newest stored one without repeating it', () => {
    const all = [...sampleTimes(FROM, NOW, RESOLUTION)];
    const cut = all[all.length - 20_000]!;
    expect([...sampleTimes(FROM, cut, RESOLUTION), ...sampleTimes(cut + 1, NOW, RESOLUTION)]).toEqual(all);
    // 283 days at ten minutes, then a week at one minute with its last moment.
    expect(all).toHaveLength(283 * 144 + 7 * 1440 + 1);
  });
});

describe('the history of the demo fleet', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ token: 'history-token', tickMs: 0, now: () => NOW });
    addFleet(sim, DEMO_FLEET, NOW, FROM);
  });
  afterAll(() => sim.close());

  const live = (label: string) => JSON.parse(sim.devices.get(deviceIdFor(label))!.telemetry(NOW).data!);

  it("joins the live devices' readings without a seam, the meters' totals included", () => {
    const id = deviceIdFor('Main_Line');
    const samples = [...waterHistory(id, sampleTimes(FROM, NOW, RESOLUTION), FROM)];
    expect(samples.at(-1)).toEqual({ ts: NOW, payload: live('Main_Line') });
    for (const label of CLIMATE_ROOMS) expect(climateOf(label, [NOW])[0], label).toEqual(live(label));
    expect(soilOf('Bed_1_Soil', [NOW])[0]).toEqual(live('Bed_1_Soil'));
  });

  it('runs the flower rooms on 12/12 from 06:00 UTC and the others on 18/6, after a factory reset too', () => {
    const day = Date.parse('2025-08-01T00:00:00.000Z');
    const litHours = (label: string) =>
      climateOf(label, hourly(day, 24)).flatMap((payload, hour) => (payload.lightStatus ? [hour] : []));
    const hours = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
    expect(litHours('Flower_Room_A')).toEqual(hours(6, 18));
    expect(litHours('Flower_Room_B')).toEqual(hours(6, 18));
    expect(litHours('Veg_Room')).toEqual(hours(6, 24));
    expect(litHours('Clone_Tent')).toEqual(hours(6, 24));
    expect(climateOf('Flower_Room_A', [day])[0]!.preset).toBe('flower');
    const controller = sim.devices.get(deviceIdFor('Flower_Room_A'))!;
    expect(controller.functions.toggleSocket!('4,off', NOW)).toBe(1);
    expect(live('Flower_Room_A').lightStatus).toBe(0);
    expect(controller.functions.factoryReset!('true', NOW)).toBe(1);
    expect(live('Flower_Room_A')).toEqual(climateOf('Flower_Room_A', [NOW])[0]);
    expect(live('Flower_Room_A')).toMatchObject({ lightStatus: 1, preset: 'flower' });
  });

  it("irrigates inside every room's lights, the last shot hours before the flower rooms' lights-off", () => {
    const day = Date.parse('2025-08-01T00:00:00.000Z');
    const minutes = Array.from({ length: DAY_MS / MINUTE_MS }, (_, i) => day + i * MINUTE_MS);
    const flowing = [...waterHistory(deviceIdFor('Main_Line'), minutes, FROM)]
      .filter((sample) => sample.payload.in.rate_lpm > 0)
      .map((sample) => sample.ts);
    // Eight minutes a shot, a meter's rate being its last minute's.
    expect(flowing).toHaveLength(IRRIGATION_HOURS.length * 8);
    const lastShotEnd = flowing.at(-1)!;
    for (const label of CLIMATE_ROOMS) {
      const lit = climateOf(label, [...flowing, lastShotEnd + 4 * HOUR_MS]).map((p) => p.lightStatus);
      expect(
        lit.every((status) => status === 1),
        label,
      ).toBe(true);
    }
  });

  it("dries a flower room's substrate fast under its lights and slowly in the dark", () => {
    // After the day's last shot (13:00), at lights-off (18:00) and at the next lights-on (06:00).
    const day = Date.parse('2025-08-01T00:00:00.000Z');
    const [afterShot, lightsOff, lightsOn] = soilOf('Bed_1_Soil', [
      day + 13 * HOUR_MS + 5 * MINUTE_MS,
      day + 18 * HOUR_MS,
      day + 30 * HOUR_MS,
    ]).map((payload) => payload.moisture_pct);
    const byDay = (afterShot! - lightsOff!) / (5 - 1 / 12);
    const byNight = (lightsOff! - lightsOn!) / 12;
    expect(byDay).toBeGreaterThan(2);
    expect(byDay).toBeLessThan(3);
    expect(byNight).toBeGreaterThan(0.2);
    expect(byNight).toBeLessThan(0.6);
  });

  it('counts every litre before a coarse sample and shows each irrigation shot in one', () => {
    const id = deviceIdFor('Main_Line');
    const day = Date.parse('2025-08-01T00:00:00.000Z');
    const times = [...sampleTimes(day - 10 * MINUTE_MS, day + DAY_MS, RESOLUTION)];
    const coarse = [...waterHistory(id, times, FROM)];
    const fine = [
      ...waterHistory(
        id,
        sampleTimes(day - 10 * MINUTE_MS, day + DAY_MS, { ...RESOLUTION, fineFrom: 0 }),
        FROM,
      ),
    ];
    const fineAt = new Map(fine.map((sample) => [sample.ts, sample.payload]));
    for (const sample of coarse) expect(sample.payload).toEqual(fineAt.get(sample.ts));
    const flowing = coarse.filter((sample) => sample.payload.in.rate_lpm > 0);
    expect(flowing.map((sample) => new Date(sample.ts).getUTCHours())).toEqual([...IRRIGATION_HOURS]);
    expect(flowing.every((sample) => sample.payload.out.rate_lpm > 0)).toBe(true);
  });

  it('keeps Flower Room B a little warmer and drier than Flower Room A', () => {
    const times = [...sampleTimes(FROM, FROM + 30 * DAY_MS, RESOLUTION)];
    const a = climateOf('Flower_Room_A', times);
    const b = climateOf('Flower_Room_B', times);
    const warmer = mean(b.map((p) => p.temperature)) - mean(a.map((p) => p.temperature));
    const drier = mean(a.map((p) => p.humidity)) - mean(b.map((p) => p.humidity));
    expect(warmer).toBeGreaterThan(0.8);
    expect(warmer).toBeLessThan(1.6);
    expect(drier).toBeGreaterThan(3);
    expect(drier).toBeLessThan(5);
    expect(mean(b.map((p) => p.vpd))).toBeGreaterThan(mean(a.map((p) => p.vpd)) + 0.1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IRRIGATION_HOURS } from './devices/soil.ts';
import { addFleet, DEMO_FLEET, deviceIdFor } from './fleet.ts';
import { climateHistory, sampleTimes, waterHistory, type Resolution } from './history.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './random.ts';
import { startSimulator, type Simulator } from './simulator.ts';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const FROM = NOW - 290 * DAY_MS;
const RESOLUTION: Resolution = { fineFrom: NOW - 7 * DAY_MS, fineMs: MINUTE_MS, coarseMs: 10 * MINUTE_MS };

const biasOf = (label: string) => DEMO_FLEET.find((entry) => entry.label === label)?.bias;
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
    const room = deviceIdFor('Flower_Room_B');
    const [climate] = [...climateHistory(room, [NOW], biasOf('Flower_Room_B'))];
    expect(climate!.payload).toEqual(live('Flower_Room_B'));
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
    const month = (label: string) =>
      [...climateHistory(deviceIdFor(label), times, biasOf(label))].map((sample) => sample.payload);
    const a = month('Flower_Room_A');
    const b = month('Flower_Room_B');
    const warmer = mean(b.map((p) => p.temperature)) - mean(a.map((p) => p.temperature));
    const drier = mean(a.map((p) => p.humidity)) - mean(b.map((p) => p.humidity));
    expect(warmer).toBeGreaterThan(0.8);
    expect(warmer).toBeLessThan(1.6);
    expect(drier).toBeGreaterThan(3);
    expect(drier).toBeLessThan(5);
    expect(mean(b.map((p) => p.vpd))).toBeGreaterThan(mean(a.map((p) => p.vpd)) + 0.1);
  });
});

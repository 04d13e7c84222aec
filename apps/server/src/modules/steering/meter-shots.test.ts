import { describe, expect, it } from 'vitest';
import day from './fixtures/meter-day.json' with { type: 'json' };
import { meterShots, type MeterReading } from './meter-shots.ts';

const MIN = 60_000;
const T0 = Date.parse('2026-05-12T06:00:00.000Z');
/** Readings a minute apart from T0, the inflow total of each. */
const minutely = (totals: number[], rate: (i: number) => number | null = () => null): MeterReading[] =>
  totals.map((inTotal, i) => ({ ts: T0 + i * MIN, inTotal, outTotal: null, inRate: rate(i) }));

describe('irrigation shots from a water meter', () => {
  it("finds every shot of a recorded day's readings (irregular sampling, a missed sample, a reboot)", () => {
    const shots = meterShots(day.readings);
    expect(Math.abs(shots.length - day.shots.length)).toBeLessThanOrEqual(1);
    // Each shot given is found within the readings' spacing (15 minutes at most, 25 where missed)...
    for (const given of day.shots) {
      const found = shots.find((shot) => Math.abs(shot.at - Date.parse(given.at)) <= 15 * MIN);
      expect(found, given.at).toBeDefined();
      // ...with its litres within 5 % (the meter's own noise is 2 %).
      expect(Math.abs(found!.litres! - given.litres) / given.litres, given.at).toBeLessThan(0.05);
    }
    // The reboot's drop to zero, the 0.3 L flick and the jitter are none.
    expect(shots).toHaveLength(day.shots.length);
  });

  it('takes a shot read at its start from the readings before it, and one over by the reading half way', () => {
    // 5 L/min for 4 minutes from minute 1; then, after 16 idle minutes, a reading 12 minutes later finds
    // a 10 L shot over.
    const totals = [100, 105, 110, 115, 120, ...Array<number>(16).fill(120)];
    const shots = meterShots([
      ...minutely(totals, (i) => (i >= 1 && i <= 4 ? 5 : 0)),
      { ts: T0 + 32 * MIN, inTotal: 130, outTotal: null, inRate: 0 },
    ]);
    expect(shots).toEqual([
      { at: T0, litres: 20 },
      { at: T0 + 26 * MIN, litres: 10 },
    ]);
  });

  it('ignores jitter under the threshold, a flick under a litre, a reset and a glitch', () => {
    // Jitter (0.05), a 0.3 L flick, the meter reset to 0.5, a glitch to 9,000 L and back; then a 20 L shot.
    const totals = [
      50,
      50.05,
      50.1,
      50.4,
      50.4,
      0.5,
      0.5,
      9000,
      0.5,
      ...Array<number>(10).fill(0.5),
      10.5,
      20.5,
    ];
    expect(meterShots(minutely(totals))).toEqual([{ at: T0 + 18 * MIN + 30_000, litres: 20 }]);
  });

  it('joins water with less than ten idle minutes between it into one shot, and parts it after more', () => {
    const totals = [0, 5, 5, 5, 10, ...Array<number>(10).fill(10), 15];
    const shots = meterShots(minutely(totals));
    expect(shots.map((s) => [(s.at - T0) / MIN, s.litres])).toEqual([
      [0.5, 10],
      [14.5, 5],
    ]);
  });
});

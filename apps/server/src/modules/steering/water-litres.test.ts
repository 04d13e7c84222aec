import { describe, expect, it } from 'vitest';
import type { MeterReading } from './meter-shots.ts';
import { addLitres, meterLitres, runoffPct } from './water-litres.ts';

const MIN = 60_000;
const reading = (minute: number, inTotal: number | null, outTotal: number | null): MeterReading => ({
  ts: minute * MIN,
  inTotal,
  outTotal,
  inRate: null,
});

describe('water litres and runoff', () => {
  const readings = [
    reading(0, 100, 20),
    reading(10, 130, 20),
    reading(20, 130, 26),
    // The meter resets: nothing counted for the drop, counting goes on from zero.
    reading(30, 0, 0),
    reading(40, 10, 2),
  ];

  it('adds the rises of the totals read in the span, a reset counting nothing', () => {
    expect(meterLitres(readings, 0, 50 * MIN)).toEqual({ in: 40, out: 8 });
    // Each rise counts where it was read: the 30 L read at minute 10 is not in [15, 50).
    expect(meterLitres(readings, 15 * MIN, 50 * MIN)).toEqual({ in: 10, out: 8 });
    expect(meterLitres(readings, 50 * MIN, 60 * MIN)).toEqual({ in: null, out: null });
  });

  it('adds meters up, keeps a side no meter read null, and gives runoff as out over in', () => {
    const noDrain = meterLitres([reading(0, 5, null), reading(1, 9, null)], 0, 2 * MIN);
    expect(noDrain).toEqual({ in: 4, out: null });
    const both = addLitres([meterLitres(readings, 0, 50 * MIN), noDrain]);
    expect(both).toEqual({ in: 44, out: 8 });
    expect(runoffPct(both)).toBeCloseTo(18.18, 2);
    expect(runoffPct(noDrain)).toBeNull();
    expect(runoffPct({ in: 0, out: 0 })).toBeNull();
  });
});

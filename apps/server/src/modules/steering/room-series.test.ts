import { describe, expect, it } from 'vitest';
import { averageBuckets, mergeShots } from './room-series.ts';

describe("a room's series from its devices", () => {
  it('averages each bucket over the devices with a value in it', () => {
    const probe = (values: [number, number | null][]) => values.map(([ts, moisture]) => ({ ts, moisture }));
    const first = probe([
      [0, 40],
      [5, null],
      [10, 44],
    ]);
    const second = probe([
      [10, 46],
      [15, 50],
    ]);
    expect(averageBuckets([first, second], (b) => b.moisture)).toEqual([
      { ts: 0, value: 40 },
      { ts: 10, value: 45 },
      { ts: 15, value: 50 },
    ]);
    expect(averageBuckets([first], (b) => b.moisture)).toEqual([
      { ts: 0, value: 40 },
      { ts: 10, value: 44 },
    ]);
    expect(averageBuckets([], (b: { ts: number }) => b.ts)).toEqual([]);
  });

  it('takes shots two devices saw close together for one, adding their litres', () => {
    const shots = mergeShots(
      [
        [
          { at: 0, litres: 10 },
          { at: 100, litres: 10 },
        ],
        [
          { at: 5, litres: 12 },
          { at: 60, litres: null },
        ],
      ],
      10,
    );
    expect(shots).toEqual([
      { at: 0, litres: 22 },
      { at: 60, litres: null },
      { at: 100, litres: 10 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { mergeSeries, summarize } from './compare-merge';

const at = (minute: number, value: number | null) => ({ ts: minute * 60_000, value });

describe('mergeSeries', () => {
  it("merges the devices' bucket times into one sorted x in seconds, null where a device has no bucket", () => {
    const merged = mergeSeries([
      [at(0, 20), at(5, 21), at(15, 23)],
      [at(5, 30), at(10, 31), at(20, 32)],
    ]);
    expect(merged.x).toEqual([0, 300, 600, 900, 1200]);
    expect(merged.ys).toEqual([
      [20, 21, null, 23, null],
      [null, 30, 31, null, 32],
    ]);
  });

  it('sorts unsorted points, keeps a repeated time once (its last value) and keeps null values', () => {
    const merged = mergeSeries([[at(10, 2), at(0, null), at(10, 3)], [at(0, 7)]]);
    expect(merged.x).toEqual([0, 600]);
    expect(merged.ys).toEqual([
      [null, 3],
      [7, null],
    ]);
  });

  it('gives an empty x and empty columns when no device has points, and a column per device', () => {
    expect(mergeSeries([[], []])).toEqual({ x: [], ys: [[], []] });
    expect(mergeSeries([])).toEqual({ x: [], ys: [] });
  });

  it('lines every column up with x', () => {
    const merged = mergeSeries([[at(3, 1)], [at(1, 2), at(2, 3)], [at(2, 4)], []]);
    for (const column of merged.ys) expect(column).toHaveLength(merged.x.length);
    expect(merged.ys[3]).toEqual([null, null, null]);
  });
});

describe('summarize', () => {
  it('takes the lowest, mean, highest and last value, skipping gaps', () => {
    expect(summarize([null, 4, 2, null, 6, null])).toEqual({ lowest: 2, average: 4, highest: 6, latest: 6 });
  });

  it('is all null without values', () => {
    expect(summarize([null, null])).toEqual({ lowest: null, average: null, highest: null, latest: null });
  });
});

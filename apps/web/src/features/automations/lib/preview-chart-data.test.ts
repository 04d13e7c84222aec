import { describe, expect, it } from 'vitest';
import { previewChartData } from './preview-chart-data';

describe('previewChartData', () => {
  it("marks each firing on the reading's value of the bucket before it", () => {
    const series = [
      { ts: 0, value: 27 },
      { ts: 300_000, value: 29.5 },
      { ts: 600_000, value: null },
    ];
    expect(previewChartData(series, [420_000])).toEqual([
      [0, 300, 420, 600],
      [27, 29.5, null, null],
      [null, null, 29.5, null],
    ]);
  });

  it('marks firings at 1 on a bare time axis when no reading is drawn', () => {
    expect(previewChartData([], [60_000, 120_000])).toEqual([
      [60, 120],
      [null, null],
      [1, 1],
    ]);
  });
});

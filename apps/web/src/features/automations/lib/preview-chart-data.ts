import type uPlot from 'uplot';

export interface SeriesPoint {
  /** Epoch milliseconds. */
  ts: number;
  value: number | null;
}

/**
 * uPlot's columns for a preview: the watched reading's buckets as a line and, at each firing, a mark on
 * the line's value there (the nearest bucket before it), or at 1 where no reading is drawn. Times in seconds.
 */
export function previewChartData(
  series: readonly SeriesPoint[],
  firings: readonly number[],
): uPlot.AlignedData {
  const points = new Map<number, { value: number | null; mark: number | null }>();
  for (const point of series) points.set(point.ts, { value: point.value, mark: null });
  const sorted = [...series].sort((a, b) => a.ts - b.ts);
  for (const at of firings) {
    const before = sorted.filter((point) => point.ts <= at && point.value !== null).at(-1);
    const mark =
      series.length === 0
        ? 1
        : (before?.value ?? sorted.find((point) => point.value !== null)?.value ?? null);
    const existing = points.get(at);
    points.set(at, { value: existing?.value ?? null, mark });
  }
  const times = [...points.keys()].sort((a, b) => a - b);
  return [
    times.map((ts) => ts / 1000),
    times.map((ts) => points.get(ts)!.value),
    times.map((ts) => points.get(ts)!.mark),
  ];
}

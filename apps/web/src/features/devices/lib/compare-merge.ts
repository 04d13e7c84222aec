/** One device's bucket: its time in epoch milliseconds and the metric's value there. */
export interface ComparePoint {
  ts: number;
  value: number | null;
}

/** uPlot's aligned data for several lines: one x array in Unix seconds, one y column per device. */
export interface OverlayColumns {
  x: number[];
  ys: (number | null)[][];
}

/**
 * Merges the devices' bucket times into one sorted x array (each time once) and gives every device a column
 * on it, null where the device has no bucket, so uPlot breaks the line there instead of joining across it.
 * A device's repeated time keeps its last value.
 */
export function mergeSeries(series: readonly (readonly ComparePoint[])[]): OverlayColumns {
  const times = new Set<number>();
  for (const points of series) for (const point of points) if (Number.isFinite(point.ts)) times.add(point.ts);
  const sorted = [...times].sort((a, b) => a - b);
  const index = new Map(sorted.map((ts, i) => [ts, i]));
  const ys = series.map((points) => {
    const column: (number | null)[] = new Array<number | null>(sorted.length).fill(null);
    for (const point of points) {
      const at = index.get(point.ts);
      if (at !== undefined) column[at] = Number.isFinite(point.value) ? point.value : null;
    }
    return column;
  });
  return { x: sorted.map((ts) => ts / 1000), ys };
}

export interface SeriesSummary {
  lowest: number | null;
  average: number | null;
  highest: number | null;
  latest: number | null;
}

/** The lowest, mean, highest and last of a column's values; all null when it has none. */
export function summarize(column: readonly (number | null)[]): SeriesSummary {
  let lowest: number | null = null;
  let highest: number | null = null;
  let latest: number | null = null;
  let sum = 0;
  let count = 0;
  for (const value of column) {
    if (value === null) continue;
    lowest = lowest === null ? value : Math.min(lowest, value);
    highest = highest === null ? value : Math.max(highest, value);
    latest = value;
    sum += value;
    count += 1;
  }
  return { lowest, average: count > 0 ? sum / count : null, highest, latest };
}

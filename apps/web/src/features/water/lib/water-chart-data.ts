import type { WaterSeriesPoint } from '@canopy/shared/schemas/water';

/** uPlot's aligned arrays (seconds on x, gaps as null), sorted by time, for the rate and total charts. */
export function toWaterChartData(points: readonly WaterSeriesPoint[]) {
  const rows = [...points].sort((a, b) => a.ts - b.ts);
  return {
    x: rows.map((p) => p.ts / 1000),
    inRate: rows.map((p) => p.in.rate_lpm),
    outRate: rows.map((p) => p.out.rate_lpm),
    inTotal: rows.map((p) => p.in.total_l),
    outTotal: rows.map((p) => p.out.total_l),
  };
}
export type WaterChartData = ReturnType<typeof toWaterChartData>;

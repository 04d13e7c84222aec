import { toEpochMs } from '@canopy/shared/device-status';
import type { WaterPoint } from '../api/water-schemas';

const value = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) ? n : null;

/** uPlot's aligned arrays (seconds on x, gaps as null), sorted by time, for the rate and total charts. */
export function toWaterChartData(points: readonly WaterPoint[]) {
  const rows = points
    .map((point) => ({ point, ms: toEpochMs(point.ts) }))
    .filter((row): row is { point: WaterPoint; ms: number } => row.ms !== null)
    .sort((a, b) => a.ms - b.ms);
  return {
    x: rows.map((r) => r.ms / 1000),
    inRate: rows.map((r) => value(r.point.in?.rate_lpm)),
    outRate: rows.map((r) => value(r.point.out?.rate_lpm)),
    inTotal: rows.map((r) => value(r.point.in?.total_l)),
    outTotal: rows.map((r) => value(r.point.out?.total_l)),
  };
}
export type WaterChartData = ReturnType<typeof toWaterChartData>;

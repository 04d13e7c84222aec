import { toEpochMs } from '@canopy/shared/device-status';
import { lightStatusOf } from '@canopy/shared/thresholds';
import type { HistoryEntry } from '../api/climate-history';

export type MetricKey = 'temperature' | 'humidity' | 'co2' | 'vpd' | 'dayNight';

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** uPlot's aligned data: seconds on x, one array per metric, gaps as null; sorted by time. */
export function toChartData(entries: readonly HistoryEntry[]) {
  const rows = entries
    .map((e) => ({ e, ms: toEpochMs(e.timestamp) }))
    .filter((r): r is { e: HistoryEntry; ms: number } => r.ms !== null)
    .sort((a, b) => a.ms - b.ms);
  return {
    x: rows.map((r) => r.ms / 1000),
    temperature: rows.map((r) => toNumber(r.e.temperature)),
    humidity: rows.map((r) => toNumber(r.e.humidity)),
    co2: rows.map((r) => toNumber(r.e.co2)),
    vpd: rows.map((r) => toNumber(r.e.vpd)),
    dayNight: rows.map((r) => lightStatusOf(r.e.lightStatus)),
  };
}
export type ChartData = ReturnType<typeof toChartData>;

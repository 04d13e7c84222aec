import { toEpochMs } from '@canopy/shared/device-status';
import { lightStatusOf } from '@canopy/shared/thresholds';
import type { HistoryEntry } from '../api/climate-history';

export type MetricKey = 'temperature' | 'humidity' | 'co2' | 'vpd' | 'dayNight';

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The rows' order by time: the API sends them sorted, so the usual case is the rows themselves with no
 * sort and no per-row wrapper objects; otherwise a stable sort of their indexes (ties keep their order).
 */
function timeOrder(times: readonly (number | null)[]): number[] {
  const order: number[] = [];
  let sorted = true;
  let previous = -Infinity;
  for (let i = 0; i < times.length; i += 1) {
    const ms = times[i];
    if (ms === null || ms === undefined) continue;
    if (ms < previous) sorted = false;
    previous = ms;
    order.push(i);
  }
  return sorted ? order : order.sort((a, b) => times[a]! - times[b]!);
}

/** uPlot's aligned data: seconds on x, one array per metric, gaps as null; sorted by time. */
export function toChartData(entries: readonly HistoryEntry[]) {
  const times = entries.map((e) => toEpochMs(e.timestamp));
  const order = timeOrder(times);
  const x: number[] = [];
  const temperature: (number | null)[] = [];
  const humidity: (number | null)[] = [];
  const co2: (number | null)[] = [];
  const vpd: (number | null)[] = [];
  const dayNight: (0 | 1 | null)[] = [];
  // One pass fills the six columns (this runs for 1,440 rows each time the device page draws its charts).
  for (const index of order) {
    const e = entries[index]!;
    x.push(times[index]! / 1000);
    temperature.push(toNumber(e.temperature));
    humidity.push(toNumber(e.humidity));
    co2.push(toNumber(e.co2));
    vpd.push(toNumber(e.vpd));
    dayNight.push(lightStatusOf(e.lightStatus));
  }
  return { x, temperature, humidity, co2, vpd, dayNight };
}
export type ChartData = ReturnType<typeof toChartData>;

import type { ClimateHistoryPoint } from '@canopy/shared/schemas/devices';

export type MetricKey = 'temperature' | 'humidity' | 'co2' | 'vpd' | 'dayNight';

/**
 * The rows' order by time: the API sends them sorted, so the usual case is the rows themselves with no
 * sort and no per-row wrapper objects; otherwise a stable sort of their indexes (ties keep their order).
 */
function timeOrder(times: readonly number[]): number[] {
  const order: number[] = [];
  let sorted = true;
  for (let i = 0; i < times.length; i += 1) {
    if (i > 0 && times[i]! < times[i - 1]!) sorted = false;
    order.push(i);
  }
  return sorted ? order : order.sort((a, b) => times[a]! - times[b]!);
}

const dayNightOf = (lightStatus: number | null): 0 | 1 | null =>
  lightStatus === 1 ? 1 : lightStatus === 0 ? 0 : null;

/** uPlot's aligned data: seconds on x, one array per metric, gaps as null; sorted by time. */
export function toChartData(entries: readonly ClimateHistoryPoint[]) {
  const order = timeOrder(entries.map((e) => e.timestamp));
  const x: number[] = [];
  const temperature: (number | null)[] = [];
  const humidity: (number | null)[] = [];
  const co2: (number | null)[] = [];
  const vpd: (number | null)[] = [];
  const dayNight: (0 | 1 | null)[] = [];
  // One pass fills the six columns (this runs for 1,440 rows each time the device page draws its charts).
  for (const index of order) {
    const e = entries[index]!;
    x.push(e.timestamp / 1000);
    temperature.push(e.temperature);
    humidity.push(e.humidity);
    co2.push(e.co2);
    vpd.push(e.vpd);
    dayNight.push(dayNightOf(e.lightStatus));
  }
  return { x, temperature, humidity, co2, vpd, dayNight };
}
export type ChartData = ReturnType<typeof toChartData>;

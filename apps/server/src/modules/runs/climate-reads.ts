import { HISTORY_STEP_MS, type HistoryStep } from '@canopy/shared/history-steps';
import { CLIMATE_SERIES_METRICS } from '@canopy/shared/schemas/history';
import type { RunClimatePoint } from '@canopy/shared/schemas/run-climate';

/** A stretch of time the group spent in one room, epoch ms: [from, to). */
export interface RoomStretch {
  roomId: string;
  from: number;
  to: number;
}

/** A device's stay in a room, epoch ms; `since` null when it counts from the device's first reading. */
export interface Stay {
  roomId: string;
  deviceId: string;
  since: number | null;
  until: number | null;
}

/** One device's buckets to read: those starting in [from, to), both on bucket bounds of the step. */
export interface DeviceRead {
  deviceId: string;
  from: number;
  to: number;
}

/**
 * Which buckets of which devices make the group's climate. A bucket belongs to the room the group was in
 * when it began (the first one, begun before the run, to the first room), and counts a device only if
 * the device was in that room for the whole bucket: a device that joins mid-bucket counts from the next.
 */
export function deviceReads(
  stretches: readonly RoomStretch[],
  stays: readonly Stay[],
  step: HistoryStep,
  start: number,
): DeviceRead[] {
  const size = HISTORY_STEP_MS[step];
  const down = (ms: number) => Math.floor(ms / size) * size;
  const up = (ms: number) => Math.ceil(ms / size) * size;
  return stretches.flatMap((stretch) => {
    const first = stretch.from <= start ? down(stretch.from) : up(stretch.from);
    return stays
      .filter((stay) => stay.roomId === stretch.roomId)
      .flatMap((stay) => {
        const from = Math.max(first, stay.since === null ? -Infinity : up(stay.since));
        const to = Math.min(up(stretch.to), stay.until === null ? Infinity : down(stay.until));
        return from < to ? [{ deviceId: stay.deviceId, from, to }] : [];
      });
  });
}

/** Whether a device's record at `ts` was made in one of the stretches' rooms while the plants were there. */
export function whileThere(stretches: readonly RoomStretch[], stays: readonly Stay[]) {
  return (deviceId: string, ts: number) =>
    stays.some(
      (stay) =>
        stay.deviceId === deviceId &&
        (stay.since === null || stay.since <= ts) &&
        (stay.until === null || ts < stay.until) &&
        stretches.some((s) => s.roomId === stay.roomId && s.from <= ts && ts <= s.to),
    );
}

type Metric = (typeof CLIMATE_SERIES_METRICS)[number];
type Values = Record<Metric, number | null> & { ts: number };

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Each bucket's values averaged over the devices that have them; a bucket no device has is absent. */
export function averagePoints(series: readonly (readonly Values[])[]): RunClimatePoint[] {
  const buckets = new Map<number, { sum: Record<Metric, number>; n: Record<Metric, number> }>();
  for (const point of series.flat()) {
    let bucket = buckets.get(point.ts);
    if (!bucket) {
      bucket = {
        sum: { temperature: 0, humidity: 0, co2: 0, vpd: 0 },
        n: { temperature: 0, humidity: 0, co2: 0, vpd: 0 },
      };
      buckets.set(point.ts, bucket);
    }
    for (const metric of CLIMATE_SERIES_METRICS) {
      const value = point[metric];
      if (value === null) continue;
      bucket.sum[metric] += value;
      bucket.n[metric] += 1;
    }
  }
  return [...buckets.entries()]
    .filter(([, bucket]) => CLIMATE_SERIES_METRICS.some((metric) => bucket.n[metric] > 0))
    .sort(([a], [b]) => a - b)
    .map(([ts, { sum, n }]) => {
      const avg = (metric: Metric) => (n[metric] === 0 ? null : round3(sum[metric] / n[metric]));
      return {
        ts,
        temperature: avg('temperature'),
        humidity: avg('humidity'),
        co2: avg('co2'),
        vpd: avg('vpd'),
      };
    });
}

import type { Series } from './series.ts';
import type { Shot } from './meter-shots.ts';

/**
 * A room's series of one value from its devices' buckets (several probes, several controllers), each
 * device's oldest first: each bucket the average of the devices with the value in it; a bucket none had
 * is absent. One device's buckets are taken as they are (the usual room, and ten weeks of buckets).
 */
export function averageBuckets<T extends { ts: number }>(
  devices: readonly (readonly T[])[],
  valueOf: (bucket: T) => number | null,
): Series {
  if (devices.length === 1) {
    const series: { ts: number; value: number }[] = [];
    for (const bucket of devices[0]!) {
      const value = valueOf(bucket);
      if (value !== null) series.push({ ts: bucket.ts, value });
    }
    return series;
  }
  const sums = new Map<number, { sum: number; n: number }>();
  for (const buckets of devices) {
    for (const bucket of buckets) {
      const value = valueOf(bucket);
      if (value === null) continue;
      const sum = sums.get(bucket.ts);
      if (sum) {
        sum.sum += value;
        sum.n += 1;
      } else sums.set(bucket.ts, { sum: value, n: 1 });
    }
  }
  return [...sums.entries()].sort(([a], [b]) => a - b).map(([ts, { sum, n }]) => ({ ts, value: sum / n }));
}

/**
 * Shots several devices saw, as the room's: shots beginning within `withinMs` of the one before are one
 * (two meters on one line, two probes in one slab), their litres added up; oldest first.
 */
export function mergeShots(devices: readonly (readonly Shot[])[], withinMs: number): Shot[] {
  const merged: Shot[] = [];
  for (const shot of devices.flat().sort((a, b) => a.at - b.at)) {
    const last = merged.at(-1);
    if (last && shot.at - last.at < withinMs) {
      if (shot.litres !== null) last.litres = (last.litres ?? 0) + shot.litres;
    } else merged.push({ ...shot });
  }
  return merged;
}

import {
  COMPARE_METRICS_BY_KIND,
  type CompareMetric,
  type ComparePoint,
} from '@canopy/shared/schemas/run-compare';
import type { LocalBucketHours, LocalBuckets, LocalStat } from '../history/local-buckets.ts';
import type { DeviceStay } from '../rooms/room-stays.ts';
import { deviceReads } from '../runs/climate-reads.ts';
import type { RoomStretch } from '../steering/steering.ts';

/** What a run's series over a stage is read from and placed on. */
export interface SeriesInput {
  stretches: readonly RoomStretch[];
  stays: readonly DeviceStay[];
  metrics: readonly CompareMetric[];
  hours: LocalBucketHours;
  timeZone: string;
  /** The stage's first local day (`localDayNumber`): day 1. */
  firstDay: number;
}

/** A metric's bucket over several devices: readings summed for a weighted average, extremes kept. */
interface Sum {
  total: number;
  n: number;
  min: number;
  max: number;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The device reads of one kind: each device of the kind from the first whole hour it was in a stretch's
 * room while the plants were there to the last hour begun in both (an hourly rollup counts for the room
 * the plants were in as it began, and a device only for hours it spent whole in the room).
 */
const readsOf = (input: SeriesInput, kind: string) =>
  deviceReads(
    input.stretches,
    input.stays.filter((stay) => stay.kind === kind),
    '1h',
    // No stretch begins before this: each counts from the first hour that begins inside it.
    Number.NEGATIVE_INFINITY,
  );

/**
 * A run's points over a stage, by day of stage and local hour: per metric asked, the average over the
 * devices of its kind in the run's rooms then, each device weighted by its readings, with the lowest and
 * highest reading; water's litres summed over the meters. Buckets without any value are absent; sorted.
 */
export async function stageSeries(localBuckets: LocalBuckets, input: SeriesInput): Promise<ComparePoint[]> {
  const asked = (metrics: readonly CompareMetric[]) => metrics.filter((m) => input.metrics.includes(m));
  const climate = asked(
    COMPARE_METRICS_BY_KIND.climate,
  ) as (typeof COMPARE_METRICS_BY_KIND.climate)[number][];
  const soil = asked(COMPARE_METRICS_BY_KIND.soil) as (typeof COMPARE_METRICS_BY_KIND.soil)[number][];
  const water = asked(COMPARE_METRICS_BY_KIND.water) as (typeof COMPARE_METRICS_BY_KIND.water)[number][];
  const range = (read: { from: number; to: number }) => ({
    from: read.from,
    to: read.to,
    hours: input.hours,
    timeZone: input.timeZone,
  });
  const [climateBuckets, soilBuckets, waterBuckets] = await Promise.all([
    climate.length === 0
      ? []
      : Promise.all(
          readsOf(input, 'climate').map((r) =>
            localBuckets.rollups('climate', r.deviceId, range(r), climate),
          ),
        ),
    soil.length === 0
      ? []
      : Promise.all(
          readsOf(input, 'soil').map((r) => localBuckets.rollups('soil', r.deviceId, range(r), soil)),
        ),
    water.length === 0
      ? []
      : Promise.all(readsOf(input, 'water').map((r) => localBuckets.water(r.deviceId, range(r)))),
  ]);

  const buckets = new Map<string, { day: number; hour: number; sums: Map<CompareMetric, Sum> }>();
  const add = (place: { day: number; hour: number }, metric: CompareMetric, stat: LocalStat) => {
    const key = `${place.day}:${place.hour}`;
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = { day: place.day, hour: place.hour, sums: new Map() }));
    const sum = bucket.sums.get(metric);
    if (!sum) bucket.sums.set(metric, { total: stat.avg * stat.n, n: stat.n, min: stat.min, max: stat.max });
    else {
      sum.total += stat.avg * stat.n;
      sum.n += stat.n;
      sum.min = Math.min(sum.min, stat.min);
      sum.max = Math.max(sum.max, stat.max);
    }
  };
  for (const bucket of [...climateBuckets.flat(), ...soilBuckets.flat()]) {
    for (const [metric, stat] of Object.entries(bucket.values) as [CompareMetric, LocalStat][]) {
      add(bucket, metric, stat);
    }
  }
  // Litres add up over the meters: each is counted once (n = 1), so `total` is their sum.
  for (const bucket of waterBuckets.flat()) {
    for (const metric of water) {
      const litres = bucket[metric];
      if (litres !== null) add(bucket, metric, { avg: litres, min: litres, max: litres, n: 1 });
    }
  }

  return [...buckets.values()]
    .sort((a, b) => a.day - b.day || a.hour - b.hour)
    .map(({ day, hour, sums }) => {
      const point: ComparePoint = { day: day - input.firstDay + 1, hour };
      for (const [metric, sum] of sums) {
        point[metric] =
          metric === 'in_l' || metric === 'out_l'
            ? { avg: round3(sum.total), min: round3(sum.total), max: round3(sum.total) }
            : { avg: round3(sum.total / sum.n), min: round3(sum.min), max: round3(sum.max) };
      }
      return point;
    });
}

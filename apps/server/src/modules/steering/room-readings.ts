import { SHOT_RISE_WINDOW_MS, type ShotSource } from '@canopy/shared/schemas/steering';
import type { SteeringClimateBucket, SteeringReads } from '../history/steering-reads.ts';
import type { DeviceStay } from '../rooms/room-stays.ts';
import type { LightBucket } from './light-switches.ts';
import { meterShots, SHOT_IDLE_MS, type MeterReading, type Shot } from './meter-shots.ts';
import { moistureShots } from './moisture-shots.ts';
import { averageBuckets, mergeShots } from './room-series.ts';
import { BUCKET_MS, type Series } from './series.ts';

/** Epoch ms, [from, to). */
export interface Span {
  from: number;
  to: number;
}

/** What a room's devices read over a span, each device only while it was in the room. */
export interface RoomReadings {
  /** The controllers' light share, averaged per bucket. */
  light: LightBucket[];
  vpd: Series;
  /** Every controller's buckets, for the readings judged against its limits. */
  climate: SteeringClimateBucket[];
  /** The probes' moisture (%) and EC (mS/cm), averaged per bucket. */
  moisture: Series;
  ec: Series;
  /** Shots by the probes' moisture steps and by the meters' totals, each the room's (merged). */
  moistureShots: Shot[];
  meterShots: Shot[];
  /** Each meter's readings while it was in the room, and when that was. */
  meters: { span: Span; readings: MeterReading[] }[];
  /** Whether a probe was in the room at any time of the span. */
  hasProbe: boolean;
}

/** Where the room's shots came from: a meter if one was in the room, else a probe's moisture, else none. */
export const shotSource = (readings: RoomReadings): ShotSource =>
  readings.meters.length > 0 ? 'meter' : readings.hasProbe ? 'moisture' : 'none';

/**
 * The part of a span a stay covers: rollups in whole buckets (a device that joins mid-bucket counts from
 * the next), raw readings to the millisecond (`size` 1). A first stay (`since` null) counts from the device's
 * first reading.
 */
function covered(stay: DeviceStay, span: Span, size: number): Span | null {
  const from = Math.max(span.from, stay.since === null ? -Infinity : Math.ceil(stay.since / size) * size);
  const to = Math.min(span.to, stay.until === null ? Infinity : Math.floor(stay.until / size) * size);
  return from < to ? { from, to } : null;
}

/** The room's devices of a kind over a span, each with the part of it that device was in the room. */
function ofKind(stays: readonly DeviceStay[], roomId: string, kind: string, span: Span, size: number) {
  return stays.flatMap((stay) => {
    const part = stay.roomId === roomId && stay.kind === kind ? covered(stay, span, size) : null;
    return part ? [{ deviceId: stay.deviceId, ...part }] : [];
  });
}

/** Reads a room's controllers, probes and meters over a span (the history module's reads). */
export async function readRoom(
  reads: SteeringReads,
  stays: readonly DeviceStay[],
  roomId: string,
  span: Span,
): Promise<RoomReadings> {
  const controllers = ofKind(stays, roomId, 'climate', span, BUCKET_MS);
  const probes = ofKind(stays, roomId, 'soil', span, BUCKET_MS);
  const meterSpans = ofKind(stays, roomId, 'water', span, 1);
  const [climate, soil, water] = await Promise.all([
    Promise.all(controllers.map((c) => reads.climateBuckets(c.deviceId, c.from, c.to))),
    Promise.all(probes.map((p) => reads.soilBuckets(p.deviceId, p.from, p.to))),
    Promise.all(meterSpans.map((m) => reads.waterReadings(m.deviceId, m.from, m.to))),
  ]);
  return {
    light: averageBuckets(climate, (b) => b.light).map(({ ts, value }) => ({ ts, light: value })),
    vpd: averageBuckets(climate, (b) => b.vpd),
    climate: climate.flat(),
    moisture: averageBuckets(soil, (b) => b.moisture),
    ec: averageBuckets(soil, (b) => b.ec),
    // Each probe and each meter on its own first: a probe joining would otherwise step the average.
    moistureShots: mergeShots(
      soil.map((buckets) => moistureShots(buckets).map((at) => ({ at, litres: null }))),
      SHOT_RISE_WINDOW_MS,
    ),
    meterShots: mergeShots(water.map(meterShots), SHOT_IDLE_MS),
    meters: meterSpans.map((m, i) => ({ span: { from: m.from, to: m.to }, readings: water[i]! })),
    hasProbe: probes.length > 0,
  };
}

import { SHOT_RISE_WINDOW_MS, type ShotSource } from '@canopy/shared/schemas/steering';
import {
  joinReadings,
  type SteeringClimateBucket,
  type SteeringReads,
  type SteeringSoilBucket,
} from '../history/steering-reads.ts';
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

const DAY_MS = 86_400_000;
/**
 * Read this much either side of a range: the lights-on and the night before its first day, the end of its
 * last one (a day runs up to 30 hours from lights-on to lights-on, day-bounds.ts).
 */
const PAD_MS = 2 * DAY_MS;

export const padded = ({ from, to }: Span): Span => ({ from: from - PAD_MS, to: to + PAD_MS });

/** A device and the part of a span it was in the room. */
export interface DevicePart extends Span {
  deviceId: string;
}

/** A room's controllers, probes and meters over a span, each only while it was in the room. */
export interface RoomDevices {
  controllers: DevicePart[];
  probes: DevicePart[];
  meters: DevicePart[];
}

/** The room's meters, each with its readings while it was in the room and when that was, and their shots. */
export interface RoomMeters {
  meters: { span: Span; readings: MeterReading[] }[];
  /** Each meter's shots, merged as the room's. */
  meterShots: Shot[];
}

/** What a room's devices read over a span, each device only while it was in the room. */
export interface RoomReadings extends RoomMeters {
  /** The controllers' light share, averaged per bucket. */
  light: LightBucket[];
  vpd: Series;
  /** Every controller's buckets, for the readings judged against its limits. */
  climate: SteeringClimateBucket[];
  /** The probes' moisture (%) and EC (mS/cm), averaged per bucket. */
  moisture: Series;
  ec: Series;
  /** Shots by the probes' moisture steps, each probe's merged as the room's. */
  moistureShots: Shot[];
  /** Whether a probe was in the room at any time of the span. */
  hasProbe: boolean;
}

/** Where the room's shots came from: a meter if one was in the room, else a probe's moisture, else none. */
export const shotSource = (room: { meters: readonly unknown[]; hasProbe: boolean }): ShotSource =>
  room.meters.length > 0 ? 'meter' : room.hasProbe ? 'moisture' : 'none';

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

/** The room's controllers, probes and meters over a span. */
export const roomDevices = (stays: readonly DeviceStay[], roomId: string, span: Span): RoomDevices => ({
  controllers: ofKind(stays, roomId, 'climate', span, BUCKET_MS),
  probes: ofKind(stays, roomId, 'soil', span, BUCKET_MS),
  meters: ofKind(stays, roomId, 'water', span, 1),
});

/** The room's light from its controllers' buckets, averaged per bucket. */
export const roomLight = (climate: readonly (readonly { ts: number; light: number | null }[])[]) =>
  averageBuckets(climate, (b) => b.light).map(({ ts, value }) => ({ ts, light: value }));

/** Each probe's moisture steps on its own, merged: a probe joining would otherwise step the average. */
export const probeShots = (soil: readonly (readonly SteeringSoilBucket[])[]): Shot[] =>
  mergeShots(
    soil.map((buckets) => moistureShots(buckets).map((at) => ({ at, litres: null }))),
    SHOT_RISE_WINDOW_MS,
  );

/**
 * Reads the room's meters (the history module's reads), each without the readings that change nothing
 * steering counts; `cuts` are the bounds of every span whose litres will be counted. The readings where
 * the totals changed need no cuts: they are read while the cuts (a room's days) may still be found.
 */
export async function readMeters(
  reads: SteeringReads,
  meters: readonly DevicePart[],
  cuts: readonly number[] | Promise<readonly number[]>,
): Promise<RoomMeters> {
  const water = await Promise.all(
    meters.map(async (m) => {
      const [changes, beside] = await Promise.all([
        reads.waterChanges(m.deviceId, m.from, m.to),
        Promise.resolve(cuts).then((at) => reads.waterBesideCuts(m.deviceId, m.from, m.to, at)),
      ]);
      return joinReadings(changes, beside);
    }),
  );
  return {
    meters: meters.map((m, i) => ({ span: { from: m.from, to: m.to }, readings: water[i]! })),
    meterShots: mergeShots(water.map(meterShots), SHOT_IDLE_MS),
  };
}

/** Reads every bucket of the room's controllers and probes (the history module's reads). */
export async function readRollups(
  reads: SteeringReads,
  devices: RoomDevices,
): Promise<Omit<RoomReadings, keyof RoomMeters>> {
  const [climate, soil] = await Promise.all([
    Promise.all(devices.controllers.map((c) => reads.climateBuckets(c.deviceId, c.from, c.to))),
    Promise.all(devices.probes.map((p) => reads.soilBuckets(p.deviceId, p.from, p.to))),
  ]);
  return {
    light: roomLight(climate),
    vpd: averageBuckets(climate, (b) => b.vpd),
    climate: climate.flat(),
    moisture: averageBuckets(soil, (b) => b.moisture),
    ec: averageBuckets(soil, (b) => b.ec),
    moistureShots: probeShots(soil),
    hasProbe: devices.probes.length > 0,
  };
}

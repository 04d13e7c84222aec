import type { SteeringClimateBucket, SteeringReads } from '../history/steering-reads.ts';
import type { DeviceStay } from '../rooms/room-stays.ts';
import { dayBounds } from './day-bounds.ts';
import { overnightDryback } from './dryback.ts';
import { lightSwitches, type LightBucket } from './light-switches.ts';
import {
  padded,
  probeShots,
  readMeters,
  roomDevices,
  roomLight,
  shotSource,
  type DevicePart,
  type Span,
} from './room-readings.ts';
import { averageBuckets } from './room-series.ts';
import { BUCKET_MS, joinSpans, readAt, readBefore, type Series } from './series.ts';
import { dayShots, meteredDay, previousLightsOff, round1 } from './steering-days.ts';
import type { JudgedTotals, RoomStretch, StretchFigures } from './stretch-outcome.ts';
import { vpdInTarget, type TimeInTarget } from './vpd-target.ts';
import { meterLitres } from './water-litres.ts';

/*
 * A stretch of a run's outcome read for its figures alone, not as a room's days are: of ten weeks of a
 * controller, a probe and a meter, the buckets where the lights may have switched, the controller's
 * totals, the probe's moisture around each night and the meter's readings where its totals moved,
 * instead of 140,000 rows one by one. The figures come out as a room's days give them: the same
 * functions over the readings they read (steering-reads-agree.test.ts).
 */

type Target = { min: number; max: number } | undefined;

/** What a stretch's figures read of its controllers. */
interface StretchClimate {
  light: LightBucket[];
  vpd: TimeInTarget;
  judged: JudgedTotals;
}

const NOTHING_MEASURED: TimeInTarget = { inside: 0, measured: 0 };

/** The readings judged against the controllers' limits in the buckets beginning in a span. */
export function judgedIn(climate: readonly SteeringClimateBucket[], span: Span): JudgedTotals {
  const judged: JudgedTotals = { temperatureIn: 0, temperature: 0, humidityIn: 0, humidity: 0 };
  for (const bucket of climate) {
    if (bucket.ts < span.from || bucket.ts >= span.to) continue;
    judged.temperatureIn += bucket.temperatureIn;
    judged.temperature += bucket.temperatureJudged;
    judged.humidityIn += bucket.humidityIn;
    judged.humidity += bucket.humidityJudged;
  }
  return judged;
}

/**
 * The room's light over the padded stretch, and its VPD in the target and judged readings over the
 * stretch. One controller (the usual room): the buckets where its lights may have switched and its totals
 * counted by the database. None or several: every bucket, the light and VPD averaged bucket by bucket.
 */
async function stretchClimate(
  reads: SteeringReads,
  controllers: readonly DevicePart[],
  stretch: Span,
  target: Target,
): Promise<StretchClimate> {
  const [only] = controllers;
  if (only && controllers.length === 1) {
    const part = { from: Math.max(only.from, stretch.from), to: Math.min(only.to, stretch.to) };
    const [light, totals] = await Promise.all([
      reads.lightEdges(only.deviceId, only.from, only.to),
      part.from < part.to ? reads.climateTotals(only.deviceId, part.from, part.to, target ?? null) : null,
    ]);
    return {
      light,
      vpd: totals && target ? { inside: totals.vpdInside, measured: totals.vpdMeasured } : NOTHING_MEASURED,
      judged: {
        temperatureIn: totals?.temperatureIn ?? 0,
        temperature: totals?.temperatureJudged ?? 0,
        humidityIn: totals?.humidityIn ?? 0,
        humidity: totals?.humidityJudged ?? 0,
      },
    };
  }
  const climate = await Promise.all(controllers.map((c) => reads.climateBuckets(c.deviceId, c.from, c.to)));
  const vpd = averageBuckets(climate, (b) => b.vpd);
  return {
    light: roomLight(climate),
    vpd: target ? vpdInTarget(vpd, stretch.from, stretch.to, target) : NOTHING_MEASURED,
    judged: judgedIn(climate.flat(), stretch),
  };
}

/** The probes' moisture in the buckets that the value at each instant reads (series.ts), averaged. */
async function moistureAt(
  reads: SteeringReads,
  probes: readonly DevicePart[],
  spans: readonly Span[],
): Promise<Series> {
  const joined = joinSpans(spans);
  const soil = await Promise.all(
    probes.map((p) => {
      const inside = joined
        .map((span) => ({ from: Math.max(span.from, p.from), to: Math.min(span.to, p.to) }))
        .filter((span) => span.from < span.to);
      return reads.moistureIn(p.deviceId, inside);
    }),
  );
  return averageBuckets(soil, (b) => b.moisture);
}

/**
 * A stretch's figures (stretch-outcome.ts): VPD in the stage's target and the judged readings over it,
 * each meter's litres over it, and its whole steering days' shots and overnight dryback, which read the
 * probes only around each night's lights-off and first shot unless their moisture steps are a day's
 * shots (no meter in the room that day).
 */
export async function readStretch(
  reads: SteeringReads,
  stays: readonly DeviceStay[],
  stretch: RoomStretch,
  context: { timeZone: string; target: Target },
): Promise<StretchFigures> {
  const span = { from: stretch.from, to: stretch.to };
  const devices = roomDevices(stays, stretch.roomId, padded(span));
  const [climate, meters] = await Promise.all([
    stretchClimate(reads, devices.controllers, span, context.target),
    readMeters(reads, devices.meters, [span.from, span.to]),
  ]);
  const figures = {
    vpd: climate.vpd,
    judged: climate.judged,
    litres: meters.meters.map((meter) => meterLitres(meter.readings, span.from, span.to)),
  };
  // A stretch in a room with neither a meter nor a probe knows nothing of its shots.
  if (shotSource({ meters: meters.meters, hasProbe: devices.probes.length > 0 }) === 'none') {
    return { ...figures, days: [] };
  }
  const switches = lightSwitches(climate.light, BUCKET_MS);
  const days = dayBounds(switches, span, context.timeZone).filter((day) => day.end <= span.to);
  const steps = devices.probes.length > 0 && days.some((day) => !meteredDay(meters.meters, day));
  const soil = steps
    ? await Promise.all(devices.probes.map((p) => reads.soilBuckets(p.deviceId, p.from, p.to)))
    : null;
  const room = { ...meters, moistureShots: soil ? probeShots(soil) : [] };
  const nights = days.map((day) => {
    const shots = dayShots(room, day);
    return {
      shots: shots.length,
      lightsOff: previousLightsOff(switches.falls, day),
      first: shots[0]?.at ?? null,
    };
  });
  const moisture = soil
    ? averageBuckets(soil, (b) => b.moisture)
    : await moistureAt(
        reads,
        devices.probes,
        nights.flatMap(({ lightsOff, first }) =>
          lightsOff === null || first === null ? [] : [readAt(lightsOff), readBefore(first)],
        ),
      );
  return {
    ...figures,
    days: nights.map((night) => ({
      shotCount: night.shots,
      overnightDrybackPct: round1(overnightDryback(moisture, night.lightsOff, night.first)),
    })),
  };
}

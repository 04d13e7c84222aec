import type { GrowingStage } from '@canopy/shared/crop';
import type { VpdTargets } from '@canopy/shared/schemas/site';
import type { SteeringDay } from '@canopy/shared/schemas/steering';
import { MAX_DAY_MS, type DayBounds } from './day-bounds.ts';
import { dayDryback, overnightDryback } from './dryback.ts';
import { ecTrend } from './ec-trend.ts';
import type { Shot } from './meter-shots.ts';
import type { RoomMeters, RoomReadings } from './room-readings.ts';
import { addLitres, meterLitres, runoffPct, type Litres } from './water-litres.ts';
import { sharePct, vpdInTarget } from './vpd-target.ts';

const MINUTE_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
export const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** What a room's days are figured from besides its readings. */
export interface DayContext {
  /** When the lights went off, oldest first: the night before a day begins at the last one before it. */
  falls: readonly number[];
  /** The stage of the day (its VPD target), asked at the day's middle. */
  stageAt(t: number): GrowingStage | null;
  targets: VpdTargets;
}

const overlaps = (span: { from: number; to: number }, day: DayBounds) =>
  span.from < day.end && span.to > day.start;

/** Whether a meter counted the day's water: then its shots are the meter's, else the probes' steps. */
export const meteredDay = (meters: RoomMeters['meters'], day: DayBounds) =>
  meters.some((meter) => overlaps(meter.span, day));

/** A day's shots: the meters' where one was in the room that day, else the probes' moisture steps. */
export function dayShots(room: RoomMeters & { moistureShots: readonly Shot[] }, day: DayBounds): Shot[] {
  const source = meteredDay(room.meters, day) ? room.meterShots : room.moistureShots;
  return source.filter((shot) => shot.at >= day.start && shot.at < day.end);
}

/** The water the room's meters counted in the day; both sides null where no meter was. */
const dayLitres = (readings: RoomReadings, day: DayBounds): Litres =>
  addLitres(
    readings.meters
      .filter((meter) => overlaps(meter.span, day))
      .map((meter) => meterLitres(meter.readings, day.start, day.end)),
  );

/** The lights-off that began the night before a day that began with lights-on. */
export function previousLightsOff(falls: readonly number[], day: DayBounds): number | null {
  if (day.lightsOn === null) return null;
  const before = falls.filter((at) => at < day.start && at > day.start - MAX_DAY_MS);
  return before.at(-1) ?? null;
}

/**
 * One steering day of a room (DESIGN section 23): its shots (the meters' where one was in the room that
 * day, else the probes' moisture steps), first and last after lights-on, litres and runoff, overnight and
 * day dryback, substrate EC and the share of time in the day's stage's VPD target.
 */
export function steeringDay(readings: RoomReadings, day: DayBounds, context: DayContext): SteeringDay {
  const shots = dayShots(readings, day);
  const first = shots[0]?.at ?? null;
  const last = shots.at(-1)?.at ?? null;
  const afterLightsOn = (at: number | null) =>
    at === null || day.lightsOn === null ? null : Math.round((at - day.lightsOn) / MINUTE_MS);
  const litres = dayLitres(readings, day);
  const ec = ecTrend(readings.ec, day.start, day.end);
  const stage = context.stageAt((day.start + day.end) / 2);
  const target = stage ? context.targets[stage] : undefined;
  return {
    date: day.date,
    start: iso(day.start),
    end: iso(day.end),
    lightsOn: day.lightsOn === null ? null : iso(day.lightsOn),
    lightsOff: day.lightsOff === null ? null : iso(day.lightsOff),
    stage,
    shots: shots.map((shot) => ({ at: iso(shot.at), litres: round2(shot.litres) })),
    shotCount: shots.length,
    firstShotMin: afterLightsOn(first),
    lastShotMin: afterLightsOn(last),
    litresIn: round2(litres.in),
    litresOut: round2(litres.out),
    runoffPct: round1(runoffPct(litres)),
    overnightDrybackPct: round1(
      overnightDryback(readings.moisture, previousLightsOff(context.falls, day), first),
    ),
    dayDrybackPct: round1(
      dayDryback(
        readings.moisture,
        shots.map((shot) => shot.at),
        day.lightsOff,
      ),
    ),
    ecStart: ec.start,
    ecEnd: ec.end,
    ecTrend: ec.trend,
    vpdInTargetPct: target ? round1(sharePct(vpdInTarget(readings.vpd, day.start, day.end, target))) : null,
  };
}

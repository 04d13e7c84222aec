import type { SteeringDay } from '@canopy/shared/schemas/steering';
import { shotSource, type RoomReadings, type Span } from './room-readings.ts';
import { round1 } from './steering-days.ts';
import { sharePct, vpdInTarget, type TimeInTarget } from './vpd-target.ts';
import { addLitres, meterLitres, runoffPct, type Litres } from './water-litres.ts';

/** A stretch of time a run's groups spent in one room and stage, epoch ms: [from, to). */
export interface RoomStretch {
  roomId: string;
  from: number;
  to: number;
}

/** The room figures of a run's outcome over its stretches in a stage (null when not measurable). */
export interface StretchOutcome {
  vpdInTargetPct: number | null;
  temperatureInLimitsPct: number | null;
  humidityInLimitsPct: number | null;
  shotsPerDay: number | null;
  overnightDrybackPct: number | null;
  waterInL: number | null;
  waterOutL: number | null;
  runoffPct: number | null;
}

/** One stretch as read: its span, its room's readings then, and its steering days that lie wholly inside. */
export interface StretchFigures {
  span: Span;
  readings: RoomReadings;
  days: readonly SteeringDay[];
}

const pct = (inside: number, of: number) => (of === 0 ? null : (inside / of) * 100);
const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

/**
 * A run's room figures over its stretches in a stage (DESIGN section 23's outcome table), each weighted by
 * its time: VPD in the stage's target and temperature and humidity inside the controller's limits over
 * every 5-minute bucket; shots per day and overnight dryback over the whole steering days inside the
 * stretches (a day cut by a move says little); water over the stretches. No target: no VPD figure.
 */
export function stretchOutcomeOf(
  stretches: readonly StretchFigures[],
  target: { min: number; max: number } | undefined,
): StretchOutcome {
  const vpd: TimeInTarget = { inside: 0, measured: 0 };
  const judged = { temperatureIn: 0, temperature: 0, humidityIn: 0, humidity: 0 };
  const litres: Litres[] = [];
  for (const { span, readings } of stretches) {
    if (target) {
      const time = vpdInTarget(readings.vpd, span.from, span.to, target);
      vpd.inside += time.inside;
      vpd.measured += time.measured;
    }
    for (const bucket of readings.climate) {
      if (bucket.ts < span.from || bucket.ts >= span.to) continue;
      judged.temperatureIn += bucket.temperatureIn;
      judged.temperature += bucket.temperatureJudged;
      judged.humidityIn += bucket.humidityIn;
      judged.humidity += bucket.humidityJudged;
    }
    litres.push(...readings.meters.map((meter) => meterLitres(meter.readings, span.from, span.to)));
  }
  // A stretch in a room with neither a meter nor a probe knows nothing of its shots.
  const days = stretches.filter((s) => shotSource(s.readings) !== 'none').flatMap((s) => s.days);
  const water = addLitres(litres);
  return {
    vpdInTargetPct: target ? round1(sharePct(vpd)) : null,
    temperatureInLimitsPct: round1(pct(judged.temperatureIn, judged.temperature)),
    humidityInLimitsPct: round1(pct(judged.humidityIn, judged.humidity)),
    shotsPerDay:
      days.length === 0 ? null : round1(days.reduce((n, day) => n + day.shotCount, 0) / days.length),
    overnightDrybackPct: round1(
      mean(days.flatMap((day) => (day.overnightDrybackPct === null ? [] : [day.overnightDrybackPct]))),
    ),
    waterInL: round1(water.in),
    waterOutL: round1(water.out),
    runoffPct: round1(runoffPct(water)),
  };
}

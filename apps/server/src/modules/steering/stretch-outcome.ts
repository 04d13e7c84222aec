import { round1 } from './steering-days.ts';
import { sharePct, type TimeInTarget } from './vpd-target.ts';
import { addLitres, runoffPct, type Litres } from './water-litres.ts';

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

/** Readings judged against a controller's limits, and those of them inside. */
export interface JudgedTotals {
  temperatureIn: number;
  temperature: number;
  humidityIn: number;
  humidity: number;
}

/** One stretch as read (stretch-reads.ts). */
export interface StretchFigures {
  /** The 5-minute buckets of the stretch with VPD, and those in the stage's target. */
  vpd: TimeInTarget;
  judged: JudgedTotals;
  /** Each meter's litres over the stretch. */
  litres: readonly Litres[];
  /** Its whole steering days; none from a room with neither a meter nor a probe. */
  days: readonly { shotCount: number; overnightDrybackPct: number | null }[];
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
  const judged: JudgedTotals = { temperatureIn: 0, temperature: 0, humidityIn: 0, humidity: 0 };
  for (const stretch of stretches) {
    vpd.inside += stretch.vpd.inside;
    vpd.measured += stretch.vpd.measured;
    judged.temperatureIn += stretch.judged.temperatureIn;
    judged.temperature += stretch.judged.temperature;
    judged.humidityIn += stretch.judged.humidityIn;
    judged.humidity += stretch.judged.humidity;
  }
  const days = stretches.flatMap((stretch) => stretch.days);
  const water = addLitres(stretches.flatMap((stretch) => stretch.litres));
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

/** The figures over no stretch at all (a run that never was in the stage): nothing measured, all null. */
export const NOTHING_MEASURED: StretchOutcome = stretchOutcomeOf([], undefined);

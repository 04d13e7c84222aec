/** A water meter's reading: running totals in litres, the inflow rate in litres a minute. */
export interface MeterReading {
  ts: number;
  inTotal: number | null;
  outTotal: number | null;
  inRate: number | null;
}

/** An irrigation shot: when it began (epoch ms), and its litres when a meter measured it. */
export interface Shot {
  at: number;
  litres: number | null;
}

const MINUTE_MS = 60_000;
/** A rise of the total up to this between two readings is the meter's jitter, not water. */
export const FLOW_NOISE_L = 0.1;
/** Water separated by less idle time than this is one shot (a reading that missed the flow between). */
export const SHOT_IDLE_MS = 10 * MINUTE_MS;
/** A shot holds at least this much. */
export const MIN_SHOT_L = 1;
/** No irrigation line delivers more than this: a larger rise is a meter's glitch (a corrupt total). */
export const MAX_FLOW_LPM = 200;

/** The litres that went in between two readings: 0 for jitter, a reset (the total going down) or a glitch. */
export function inflowBetween(before: MeterReading, after: MeterReading): number {
  if (before.inTotal === null || after.inTotal === null) return 0;
  const rise = after.inTotal - before.inTotal;
  const minutes = Math.max(1, (after.ts - before.ts) / MINUTE_MS);
  return rise > FLOW_NOISE_L && rise <= MAX_FLOW_LPM * minutes ? rise : 0;
}

/**
 * When a shot that first shows between `before` and `after` began. Still running at `after`, it has run
 * for its litres over its rate; over by then, it began some time after `before`: half way is the best
 * guess (the demo's older history reads every 10-15 minutes, and a shot lasts about 8).
 */
function startOf(before: MeterReading, after: MeterReading, litres: number): number {
  if (after.inRate !== null && after.inRate > 0) {
    return Math.max(before.ts, after.ts - (litres / after.inRate) * MINUTE_MS);
  }
  return before.ts + (after.ts - before.ts) / 2;
}

/**
 * A meter's shots, from its readings in time order (DESIGN section 23): a shot begins where the inflow
 * total starts rising after at least SHOT_IDLE_MS idle and holds the rise of the total until it stops.
 * Read from the totals, not the rate alone, so readings far apart (or one missed) still see every shot.
 */
export function meterShots(readings: readonly MeterReading[]): Shot[] {
  const shots: Shot[] = [];
  let current: { at: number; litres: number; lastFlow: number } | null = null;
  const close = () => {
    if (current && current.litres >= MIN_SHOT_L) shots.push({ at: current.at, litres: current.litres });
  };
  for (let i = 1; i < readings.length; i += 1) {
    const before = readings[i - 1]!;
    const after = readings[i]!;
    const litres = inflowBetween(before, after);
    if (litres === 0) continue;
    if (current && before.ts - current.lastFlow < SHOT_IDLE_MS) {
      current.litres += litres;
      current.lastFlow = after.ts;
      continue;
    }
    close();
    current = { at: startOf(before, after, litres), litres, lastFlow: after.ts };
  }
  close();
  return shots;
}

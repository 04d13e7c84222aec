import { inflowBetween, MAX_FLOW_LPM, type MeterReading } from './meter-shots.ts';

const MINUTE_MS = 60_000;

/** Litres in and out between readings ending in [from, to); null for a side with nothing read there. */
export interface Litres {
  in: number | null;
  out: number | null;
}

/** The litres that went out between two readings, by the same rules as the inflow (resets, glitches). */
function outflowBetween(before: MeterReading, after: MeterReading): number | null {
  if (before.outTotal === null || after.outTotal === null) return null;
  const rise = after.outTotal - before.outTotal;
  const minutes = Math.max(1, (after.ts - before.ts) / MINUTE_MS);
  return rise > 0 && rise <= MAX_FLOW_LPM * minutes ? rise : 0;
}

/**
 * The water one meter counted in [from, to): the rises of its totals between consecutive readings, each
 * counted where it was read (the later reading), a meter reset or glitch counting nothing.
 */
export function meterLitres(readings: readonly MeterReading[], from: number, to: number): Litres {
  let inL: number | null = null;
  let outL: number | null = null;
  for (let i = 1; i < readings.length; i += 1) {
    const after = readings[i]!;
    if (after.ts < from) continue;
    if (after.ts >= to) break;
    const before = readings[i - 1]!;
    if (before.inTotal !== null && after.inTotal !== null) inL = (inL ?? 0) + inflowBetween(before, after);
    const out = outflowBetween(before, after);
    if (out !== null) outL = (outL ?? 0) + out;
  }
  return { in: inL, out: outL };
}

/** Several meters' litres added up; a side none of them read stays null. */
export function addLitres(all: readonly Litres[]): Litres {
  const add = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);
  return all.reduce<Litres>((sum, l) => ({ in: add(sum.in, l.in), out: add(sum.out, l.out) }), {
    in: null,
    out: null,
  });
}

/** Runoff: out over in, in percent; null without inflow or without an outflow reading. */
export function runoffPct(litres: Litres): number | null {
  if (litres.in === null || litres.in <= 0 || litres.out === null) return null;
  return (litres.out / litres.in) * 100;
}

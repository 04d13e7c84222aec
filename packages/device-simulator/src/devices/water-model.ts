import type { WaterPayload } from '@canopy/shared/device-contract';
import { DAY_MS, HOUR_MS, MINUTE_MS, noise, round } from '../random.ts';
import { IRRIGATION_HOURS } from './soil.ts';

/** YF-S201 class meters: 450 pulses per litre nominal, each unit a few percent off (reference 4.2). */
export const NOMINAL_PPL = 450;
const IRRIGATION_MINUTES = 8;
const DRAIN_LAG_MINUTES = 3;
const DRAIN_SHARE = 0.2;

const MINUTES_A_DAY = DAY_MS / MINUTE_MS;

/**
 * Whether water flows in, by minute of the day: looked up, since a meter replaying months of history asks
 * about every minute of them (290 days took 0.4 s a meter when each minute was worked out).
 */
const IRRIGATING = Array.from({ length: MINUTES_A_DAY }, (_, minuteOfDay) =>
  IRRIGATION_HOURS.some((h) => minuteOfDay >= h * 60 && minuteOfDay < h * 60 + IRRIGATION_MINUTES),
);

/** Litres per minute flowing in during a minute (counted from the epoch). */
function inflow(seed: number, minute: number): number {
  if (!IRRIGATING[minute % MINUTES_A_DAY]) return 0;
  const dayRate = 5 + noise(seed, Math.floor((minute * MINUTE_MS) / HOUR_MS));
  return dayRate * (1 + noise(seed + 7, minute) * 0.03);
}

/** True flow in litres per minute during a given minute: irrigation pulses in, a lagged drain out. */
export function trueFlow(seed: number, minute: number): { in: number; out: number } {
  return { in: inflow(seed, minute), out: inflow(seed, minute - DRAIN_LAG_MINUTES) * DRAIN_SHARE };
}

/** A pair of meters that count pulses and convert them with their configured pulses per litre. */
export class WaterMeterModel {
  inPpl = NOMINAL_PPL;
  outPpl = NOMINAL_PPL;
  inTotal: number;
  outTotal: number;
  private minute: number;
  private lastRates = { in: 0, out: 0 };
  private readonly trueInPpl: number;
  private readonly trueOutPpl: number;

  constructor(
    private readonly seed: number,
    startMs: number,
  ) {
    this.minute = Math.floor(startMs / MINUTE_MS);
    this.inTotal = 1000 + (seed % 500);
    this.outTotal = this.inTotal * DRAIN_SHARE;
    this.trueInPpl = NOMINAL_PPL * (1 + noise(seed, 1) * 0.05);
    this.trueOutPpl = NOMINAL_PPL * (1 + noise(seed, 2) * 0.05);
  }

  /** Counts whole minutes up to `ts`; each minute's pulses become litres at the ppl set then. */
  advanceTo(ts: number): void {
    const target = Math.floor(ts / MINUTE_MS);
    for (; this.minute < target; this.minute += 1) {
      const flow = trueFlow(this.seed, this.minute);
      const inLitres = (flow.in * this.trueInPpl) / this.inPpl;
      const outLitres = (flow.out * this.trueOutPpl) / this.outPpl;
      this.inTotal += inLitres;
      this.outTotal += outLitres;
      this.lastRates = { in: inLitres, out: outLitres };
    }
  }

  reading(fw: string): WaterPayload {
    return {
      in: { rate_lpm: round(this.lastRates.in, 2), total_l: round(this.inTotal, 2) },
      out: { rate_lpm: round(this.lastRates.out, 2), total_l: round(this.outTotal, 2) },
      fw,
    };
  }
}

/** Chart steps of the history series and how a range picks one. */
import { waterStepFor } from './water-steps.ts';

export const HISTORY_STEPS = ['1m', '5m', '15m', '1h', '1d'] as const;
export type HistoryStep = (typeof HISTORY_STEPS)[number];

export const HISTORY_STEP_MS: Record<HistoryStep, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
};

/** A series answers at most this many points; more is a 400 (`history.too_many_points`). */
export const HISTORY_MAX_POINTS = 2000;

const DAY_MS = 86_400_000;

/** The water page's rule (a step giving about 300 points), extended with `1d` for a range past 60 days. */
export function historyStepFor(fromMs: number, toMs: number): HistoryStep {
  return toMs - fromMs > 60 * DAY_MS ? '1d' : waterStepFor(fromMs, toMs);
}

/** How many buckets of `step` the range [from, to) touches: the most points a series of it can have. */
export function bucketsIn(fromMs: number, toMs: number, step: HistoryStep): number {
  const size = HISTORY_STEP_MS[step];
  return Math.floor((toMs - 1) / size) - Math.floor(fromMs / size) + 1;
}

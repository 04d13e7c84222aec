import type { WeightUnit } from './schemas/site.ts';

/*
 * Weights as entered and in grams (DESIGN section 21). A weighing keeps its value and unit as typed, its
 * grams as whole milligrams, and the picograms its exact weight is above or below them (a thousandth of
 * any unit is a whole number of picograms). Sums add both, so they are exact however many entries they
 * hold: rounded milligrams alone would drift (10,000 ounces by almost 5 g).
 */

/** Grams in one unit: 1 lb = 453.59237 g and 1 oz = 28.349523125 g exactly (the international pound). */
export const GRAMS_PER_UNIT: Readonly<Record<WeightUnit, number>> = {
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
};

/** Picograms in a thousandth of each unit: whole numbers. */
const PICOGRAMS_PER_THOUSANDTH: Readonly<Record<WeightUnit, bigint>> = {
  g: 1_000_000_000n,
  kg: 1_000_000_000_000n,
  oz: 28_349_523_125n,
  lb: 453_592_370_000n,
};
const PICOGRAMS_PER_MILLIGRAM = 1_000_000_000;

/** A weighing's value takes at most this many decimals, in any unit (a thousandth of a gram is 1 mg). */
export const WEIGHT_DECIMALS = 3;
/** The largest value one weighing takes, in its unit. */
export const WEIGHT_VALUE_MAX = 100_000;

/**
 * A value as whole thousandths of its unit (1.5 -> 1500), or null when it has more than three decimals.
 * The tolerance only absorbs binary fractions (0.1 * 1000 is 100.00000000000001).
 */
export function thousandthsOf(value: number): number | null {
  const scaled = value * 1000;
  const whole = Math.round(scaled);
  return Number.isFinite(scaled) && Math.abs(scaled - whole) < 1e-6 ? whole : null;
}

/** An entered weight in whole milligrams (rounded half up) and the picograms the exact weight is off them. */
export interface ExactWeight {
  milligrams: number;
  /** Exact minus `milligrams`: within half a milligram either way. */
  picograms: number;
}

/** `thousandths` of `unit` converted exactly. */
export function exactWeight(thousandths: number, unit: WeightUnit): ExactWeight {
  const picograms = BigInt(thousandths) * PICOGRAMS_PER_THOUSANDTH[unit];
  const per = BigInt(PICOGRAMS_PER_MILLIGRAM);
  const milligrams = (picograms + per / 2n) / per;
  return { milligrams: Number(milligrams), picograms: Number(picograms - milligrams * per) };
}

/**
 * The whole milligrams of a sum of weighings, from their milligrams and their picograms each summed (whole
 * numbers): exact, rounded once, half up.
 */
export const summedMilligrams = (sum: ExactWeight): number =>
  sum.milligrams + Math.round(sum.picograms / PICOGRAMS_PER_MILLIGRAM);

/** Whole milligrams as grams (453592 -> 453.592). */
export const gramsOf = (milligrams: number): number => milligrams / 1000;

/** Grams in another unit, for showing a weight in a reader's unit (rounding is the reader's). */
export const gramsIn = (grams: number, unit: WeightUnit): number => grams / GRAMS_PER_UNIT[unit];

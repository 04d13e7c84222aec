import { WEIGHT_UNITS, type WeightUnit } from './schemas/site.ts';

/*
 * Weights as entered and in grams (DESIGN section 21). A weighing keeps its value and unit as typed and
 * its grams as whole milligrams. Sums are never made of those rounded milligrams (10,000 ounces would
 * drift by almost 5 g): they add the entered values per unit, as whole thousandths of the unit, and
 * convert each unit's sum once, exactly, in picograms (a thousandth of any unit is a whole number of them).
 */

/** Grams in one unit: 1 lb = 453.59237 g and 1 oz = 28.349523125 g exactly (the international pound). */
export const GRAMS_PER_UNIT: Readonly<Record<WeightUnit, number>> = {
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
};

/** Picograms in a thousandth of each unit: whole numbers, so a sum of entered values converts exactly. */
const PICOGRAMS_PER_THOUSANDTH: Readonly<Record<WeightUnit, bigint>> = {
  g: 1_000_000_000n,
  kg: 1_000_000_000_000n,
  oz: 28_349_523_125n,
  lb: 453_592_370_000n,
};
const PICOGRAMS_PER_MILLIGRAM = 1_000_000_000n;

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

/** Thousandths of each unit, summed as entered (whole numbers). */
export type ThousandthsByUnit = Partial<Record<WeightUnit, number>>;

/** Milligrams of entered values summed per unit: converted exactly, rounded once (half up). */
export function milligramsOf(sums: ThousandthsByUnit): number {
  let picograms = 0n;
  for (const unit of WEIGHT_UNITS) {
    const thousandths = sums[unit];
    if (thousandths) picograms += BigInt(thousandths) * PICOGRAMS_PER_THOUSANDTH[unit];
  }
  const half = PICOGRAMS_PER_MILLIGRAM / 2n;
  return Number((picograms + (picograms < 0n ? -half : half)) / PICOGRAMS_PER_MILLIGRAM);
}

/** Whole milligrams as grams (453592 -> 453.592). */
export const gramsOf = (milligrams: number): number => milligrams / 1000;

/** Grams in another unit, for showing a weight in a reader's unit (rounding is the reader's). */
export const gramsIn = (grams: number, unit: WeightUnit): number => grams / GRAMS_PER_UNIT[unit];

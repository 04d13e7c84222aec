import { describe, expect, it } from 'vitest';
import { WEIGHT_UNITS, type WeightUnit } from './schemas/site.ts';
import {
  exactWeight,
  GRAMS_PER_UNIT,
  gramsIn,
  gramsOf,
  summedMilligrams,
  thousandthsOf,
  type ExactWeight,
} from './weights.ts';

/** The definitions as decimal text (grams per unit), read independently of the module's tables. */
const DEFINED: Record<WeightUnit, string> = { g: '1', kg: '1000', oz: '28.349523125', lb: '453.59237' };

/** A decimal text as a whole number of 10^-scale. */
function scaled(text: string, scale: number): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole! + fraction.padEnd(scale, '0').slice(0, scale));
}

/** Exact picograms of `value` (decimal text) of `unit`: value at 3 decimals times grams at 9. */
const exactPicograms = (value: string, unit: WeightUnit) => scaled(value, 3) * scaled(DEFINED[unit], 9);

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('weights', () => {
  it('defines the pound and the ounce exactly, and keeps what the milligrams leave off', () => {
    expect(GRAMS_PER_UNIT).toEqual({ g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 });
    expect(exactWeight(1000, 'lb')).toEqual({ milligrams: 453_592, picograms: 370_000_000 });
    expect(exactWeight(1000, 'oz')).toEqual({ milligrams: 28_350, picograms: -476_875_000 });
    expect(exactWeight(1, 'kg')).toEqual({ milligrams: 1000, picograms: 0 });
    expect(exactWeight(1, 'g')).toEqual({ milligrams: 1, picograms: 0 });
    // Half up: 0.001 lb is 453.59237 mg, 0.002 oz 56.69904625 mg.
    expect(exactWeight(1, 'lb').milligrams).toBe(454);
    expect(exactWeight(2, 'oz').milligrams).toBe(57);
    expect(summedMilligrams({ milligrams: 10, picograms: 500_000_000 })).toBe(11);
    expect(summedMilligrams({ milligrams: 10, picograms: -499_999_999 })).toBe(10);
  });

  it('shows 1 lb entered as 453.59 g, and as 1 lb in pounds', () => {
    const grams = gramsOf(exactWeight(thousandthsOf(1)!, 'lb').milligrams);
    expect(grams).toBe(453.592);
    expect(grams.toFixed(2)).toBe('453.59');
    expect(gramsIn(grams, 'lb').toFixed(3)).toBe('1.000');
    expect(gramsIn(28.35, 'oz').toFixed(2)).toBe('1.00');
  });

  it('takes values of up to three decimals, binary fractions included', () => {
    expect(thousandthsOf(0.1)).toBe(100);
    expect(thousandthsOf(1.005)).toBe(1005);
    expect(thousandthsOf(99_999.999)).toBe(99_999_999);
    expect(thousandthsOf(2)).toBe(2000);
    expect(thousandthsOf(0.0005)).toBeNull();
    expect(thousandthsOf(1.2345)).toBeNull();
    expect(thousandthsOf(Number.NaN)).toBeNull();
  });

  it('sums 10,000 mixed-unit entries within 1 mg of exact, where rounded entries drift', () => {
    const next = generator(21);
    const sum: ExactWeight = { milligrams: 0, picograms: 0 };
    let exact = 0n;
    for (let i = 0; i < 10_000; i += 1) {
      const unit = WEIGHT_UNITS[Math.floor(next() * WEIGHT_UNITS.length)]!;
      const value = (Math.floor(next() * 5_000_000) / 1000).toFixed(3);
      const weight = exactWeight(thousandthsOf(Number(value))!, unit);
      sum.milligrams += weight.milligrams;
      sum.picograms += weight.picograms;
      exact += exactPicograms(value, unit);
    }
    expect(Math.abs(summedMilligrams(sum) - Number(exact) / 1e9)).toBeLessThanOrEqual(0.5);
    // 10,000 ounces: their rounded milligrams alone, added, miss by almost 5 g; with the picograms, not.
    const ounce = exactWeight(1000, 'oz');
    const exactOunces = Number(exactPicograms('10000', 'oz')) / 1e9;
    expect(10_000 * ounce.milligrams - exactOunces).toBeGreaterThan(4000);
    const ounces = { milligrams: 10_000 * ounce.milligrams, picograms: 10_000 * ounce.picograms };
    expect(Math.abs(summedMilligrams(ounces) - exactOunces)).toBeLessThanOrEqual(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { WEIGHT_UNITS, type WeightUnit } from './schemas/site.ts';
import {
  GRAMS_PER_UNIT,
  gramsIn,
  gramsOf,
  milligramsOf,
  thousandthsOf,
  type ThousandthsByUnit,
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
  it('defines the pound and the ounce exactly', () => {
    expect(GRAMS_PER_UNIT).toEqual({ g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 });
    expect(milligramsOf({ lb: 1000 })).toBe(453_592);
    expect(milligramsOf({ oz: 1000 })).toBe(28_350);
    expect(milligramsOf({ kg: 1 })).toBe(1000);
    expect(milligramsOf({ g: 1 })).toBe(1);
    // Rounded once, half up: 0.001 lb is 453.59237 mg, 0.002 oz is 56.69904625 mg.
    expect(milligramsOf({ lb: 1 })).toBe(454);
    expect(milligramsOf({ oz: 2 })).toBe(57);
  });

  it('shows 1 lb entered as 453.59 g, and as 1 lb in pounds', () => {
    const grams = gramsOf(milligramsOf({ lb: thousandthsOf(1)! }));
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
    const sums: ThousandthsByUnit = {};
    let exact = 0n;
    let roundedEach = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const unit = WEIGHT_UNITS[Math.floor(next() * WEIGHT_UNITS.length)]!;
      const value = (Math.floor(next() * 5_000_000) / 1000).toFixed(3);
      const thousandths = thousandthsOf(Number(value))!;
      sums[unit] = (sums[unit] ?? 0) + thousandths;
      exact += exactPicograms(value, unit);
      roundedEach += milligramsOf({ [unit]: thousandths });
    }
    const exactMilligrams = Number(exact) / 1e9;
    expect(Math.abs(milligramsOf(sums) - exactMilligrams)).toBeLessThanOrEqual(1);
    // The same entries each rounded to the milligram first, then added, miss by far more.
    const ounces = 10_000 * milligramsOf({ oz: 1000 });
    expect(ounces - Number(exactPicograms('10000', 'oz')) / 1e9).toBeGreaterThan(4000);
    expect(roundedEach).not.toBe(milligramsOf(sums));
  });
});

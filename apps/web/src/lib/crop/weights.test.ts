import { describe, expect, it } from 'vitest';
import { formatGramsIn, formatUnitValue } from './weights';

describe('weights as shown', () => {
  it('shows a pound entered as 453.59 g, 0.454 kg, 16 oz and 1 lb', () => {
    const grams = 453.59237;
    expect(formatGramsIn(grams, 'g', 'en')).toBe('453.59');
    expect(formatGramsIn(grams, 'kg', 'en')).toBe('0.454');
    expect(formatGramsIn(grams, 'oz', 'en')).toBe('16');
    expect(formatGramsIn(grams, 'lb', 'en')).toBe('1');
  });

  it("writes the language's separators", () => {
    expect(formatUnitValue(1234.5, 'g', 'ru')).toBe('1\u00a0234,5');
    expect(formatUnitValue(1234.5, 'g', 'en')).toBe('1,234.5');
  });
});

import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline';

describe('the 6-hour sparkline', () => {
  it('spans the width, with the highest value at the top and the lowest at the bottom', () => {
    expect(sparklinePoints([20, 25, 30], 100, 20)).toBe('0,20 50,10 100,0');
  });

  it('skips missing readings but keeps the others at their time', () => {
    expect(sparklinePoints([20, null, 30], 100, 20)).toBe('0,20 100,0');
  });

  it('draws a flat line in the middle and nothing for fewer than two readings', () => {
    expect(sparklinePoints([22, 22], 60, 20)).toBe('0,10 60,10');
    expect(sparklinePoints([22, null], 60, 20)).toBe('');
    expect(sparklinePoints([], 60, 20)).toBe('');
  });
});

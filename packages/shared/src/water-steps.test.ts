import { describe, expect, it } from 'vitest';
import { waterStepFor } from './water-steps.ts';

const H = 3_600_000;

describe('water chart step of a custom range', () => {
  it('is 1m up to 300 minutes, 5m up to 25 h, 15m up to 75 h, then 1h', () => {
    expect(waterStepFor(0, 2 * H)).toBe('1m');
    expect(waterStepFor(0, 5 * H)).toBe('1m');
    expect(waterStepFor(0, 5 * H + 1)).toBe('5m');
    expect(waterStepFor(0, 25 * H)).toBe('5m');
    expect(waterStepFor(0, 25 * H + 1)).toBe('15m');
    expect(waterStepFor(0, 75 * H)).toBe('15m');
    expect(waterStepFor(0, 7 * 24 * H)).toBe('1h');
  });
});

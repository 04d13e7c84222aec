import { describe, expect, it } from 'vitest';
import { weightedMedian } from './mother-stats.ts';

describe('weightedMedian', () => {
  it('counts each value as many times as its weight', () => {
    expect(
      weightedMedian([
        { value: 15, weight: 5 },
        { value: 10, weight: 3 },
        { value: 12, weight: 5 },
      ]),
    ).toBe(12);
  });
  it('takes the mean of the two middle values of an even count', () => {
    expect(
      weightedMedian([
        { value: 10, weight: 2 },
        { value: 13, weight: 2 },
      ]),
    ).toBe(11.5);
  });
  it('is null with nothing to count', () => {
    expect(weightedMedian([])).toBeNull();
    expect(weightedMedian([{ value: 4, weight: 0 }])).toBeNull();
  });
});

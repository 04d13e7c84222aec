import { describe, expect, it } from 'vitest';
import { COMPARE_METRICS, runCompareQuerySchema } from './run-compare.ts';

describe('runCompareQuerySchema', () => {
  it('takes the runs as a comma list or a repeated key, with the defaults of section 23', () => {
    expect(runCompareQuerySchema.parse({ ids: 'a, b' })).toEqual({
      ids: ['a', 'b'],
      stage: 'flower',
      metrics: [...COMPARE_METRICS],
      step: '1d',
    });
    expect(runCompareQuerySchema.parse({ ids: ['a', 'b,c'] }).ids).toEqual(['a', 'b', 'c']);
  });

  it('reads a metric named twice once', () => {
    const query = runCompareQuerySchema.parse({ ids: 'a,b', metrics: 'vpd,temperature,vpd' });
    expect(query.metrics).toEqual(['vpd', 'temperature']);
  });

  it('refuses fewer than 2, more than 6 or repeated runs, and unknown metrics, stages and steps', () => {
    for (const bad of [
      { ids: 'a' },
      { ids: 'a,b,c,d,e,f,g' },
      { ids: 'a,a' },
      { ids: 'a,b', metrics: 'wind' },
      { ids: 'a,b', metrics: '' },
      { ids: 'a,b', stage: 'done' },
      { ids: 'a,b', step: '1m' },
    ])
      expect(runCompareQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { COMPARE_METRICS } from '@canopy/shared/schemas/run-compare';
import { readCompareSearch, searchOfChoice } from './compare-search';

describe('the run comparison in the address', () => {
  it('defaults to flower, a day a bucket and every metric, with no runs', () => {
    expect(readCompareSearch({})).toEqual({
      ids: [],
      stage: 'flower',
      step: '1d',
      metrics: [...COMPARE_METRICS],
    });
  });

  it('reads runs, stage, step and metrics; a run named twice counts once and a seventh is left out', () => {
    expect(
      readCompareSearch({
        ids: 'a, b,a,c,d,e,f,g',
        stage: 'veg',
        step: '6h',
        metrics: 'vpd,nonsense,temperature',
      }),
    ).toEqual({
      ids: ['a', 'b', 'c', 'd', 'e', 'f'],
      stage: 'veg',
      step: '6h',
      metrics: ['temperature', 'vpd'],
    });
  });

  it('drops what it does not know: a stage, a step, metrics none of which exist; a numeric id is text', () => {
    expect(readCompareSearch({ ids: 42, stage: 'done', step: '2h', metrics: 'x,y' })).toEqual({
      ids: ['42'],
      stage: 'flower',
      step: '1d',
      metrics: [...COMPARE_METRICS],
    });
  });

  it('writes only what is not the default, and reads back what it wrote', () => {
    const choice = { ids: ['a', 'b'], stage: 'dry', step: '1h', metrics: ['co2', 'in_l'] } as const;
    const search = searchOfChoice({ ...choice, metrics: [...choice.metrics], ids: [...choice.ids] });
    expect(search).toEqual({ ids: 'a,b', stage: 'dry', step: '1h', metrics: 'co2,in_l' });
    expect(readCompareSearch(search)).toEqual({ ...choice, ids: ['a', 'b'], metrics: ['co2', 'in_l'] });
    expect(searchOfChoice(readCompareSearch({ ids: 'a' }))).toEqual({ ids: 'a' });
  });
});

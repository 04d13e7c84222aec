import { describe, expect, it } from 'vitest';
import { validateCompareSearch } from './compare-search';
import { parseIds, resolveCompare, searchOfChoice } from './compare-state';

const known = { climate: new Set(['c1', 'c2', 'c3', 'c4', 'c5']), soil: new Set(['s1', 's2']) };

describe('validateCompareSearch', () => {
  it('keeps the known keys with a usable shape and drops the rest', () => {
    expect(
      validateCompareSearch({ ids: 'c1,c2', metric: 'vpd', range: '7d', extra: 'x', from: 'soon', to: [] }),
    ).toEqual({ ids: 'c1,c2', metric: 'vpd', range: '7d', from: undefined, to: undefined });
  });

  it('reads a numeric id as text and a custom window in epoch ms, which wins over a preset', () => {
    expect(validateCompareSearch({ ids: 123, range: '7d', from: 1000, to: '2000' })).toEqual({
      ids: '123',
      metric: undefined,
      range: undefined,
      from: 1000,
      to: 2000,
    });
  });

  it('drops a window whose end is not after its start, or with one bound', () => {
    expect(validateCompareSearch({ from: 2000, to: 1000 })).toMatchObject({ from: undefined, to: undefined });
    expect(validateCompareSearch({ from: 2000 })).toMatchObject({ from: undefined, to: undefined });
    expect(validateCompareSearch({ from: -5, to: 10 })).toMatchObject({ from: undefined, to: undefined });
  });
});

describe('resolveCompare', () => {
  it('defaults to the climate temperature with no device', () => {
    expect(resolveCompare({}, known)).toEqual({
      kind: 'climate',
      metric: { kind: 'climate', metric: 'temperature' },
      ids: [],
    });
  });

  it('takes the kind from the metric and drops devices of the other kind, unknown ones and past the fourth', () => {
    expect(resolveCompare({ metric: 'co2', ids: 'c1,s1,zz,c2,c3,c4,c5' }, known).ids).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
    ]);
    expect(resolveCompare({ metric: 'ph', ids: 'c1,s2' }, known)).toEqual({
      kind: 'soil',
      metric: { kind: 'soil', metric: 'ph' },
      ids: ['s2'],
    });
  });

  it('without a valid metric, takes the kind of the first known device and its default metric', () => {
    expect(resolveCompare({ metric: 'nonsense', ids: 'zz,s1,c1' }, known)).toEqual({
      kind: 'soil',
      metric: { kind: 'soil', metric: 'moisture_pct' },
      ids: ['s1'],
    });
  });

  it('keeps the ids as given while the lists load', () => {
    expect(resolveCompare({ ids: ' a , b,a,' }, null).ids).toEqual(['a', 'b']);
  });
});

describe('parseIds and searchOfChoice', () => {
  it('splits, trims and removes blanks and repeats', () => {
    expect(parseIds(',x, y ,x,,')).toEqual(['x', 'y']);
    expect(parseIds(undefined)).toEqual([]);
  });

  it('writes the metric and ids and keeps the range; no ids leaves the key out', () => {
    expect(
      searchOfChoice({ range: '7d', ids: 'old' }, { metric: { kind: 'climate', metric: 'vpd' }, ids: [] }),
    ).toEqual({ range: '7d', ids: undefined, metric: 'vpd' });
  });
});

import { describe, expect, it } from 'vitest';
import { manyCuttings } from '../testing/cutting-factory';
import { cuttingLabel, groupByStrain } from './cutting-label';
import { nextViewMode } from './list-preferences';

describe('naming and grouping cuttings', () => {
  it('names a cutting by name, code or both, falling back to the code when it has no name', () => {
    const cutting = { code: 'A-009', name: 'Lemon mother' };
    expect(cuttingLabel(cutting, 'name')).toBe('Lemon mother');
    expect(cuttingLabel(cutting, 'code')).toBe('A-009');
    expect(cuttingLabel(cutting, 'both')).toBe('A-009 · Lemon mother');
    expect(cuttingLabel({ code: 'A-010', name: ' ' }, 'name')).toBe('A-010');
    expect(cuttingLabel({ code: 'A-010', name: '' }, 'both')).toBe('A-010');
  });

  it('groups by strain in first-seen order, keeping the list order inside each group', () => {
    const groups = groupByStrain(manyCuttings(5, true));
    expect(groups.map((group) => [group.strainName, group.cuttings.map((c) => c.code)])).toEqual([
      ['Lemon Haze', ['A-001', 'A-003', 'A-005']],
      ['Blue Dream', ['A-002', 'A-004']],
    ]);
  });

  it('cycles the view table, medium, large, table', () => {
    expect(nextViewMode('table')).toBe('medium');
    expect(nextViewMode('medium')).toBe('large');
    expect(nextViewMode('large')).toBe('table');
  });
});

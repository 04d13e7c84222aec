import type { YieldRow } from '@canopy/shared/schemas/yields';
import type { YieldFigure } from './yield-cells';

export interface YieldSort {
  column: 'label' | YieldFigure;
  direction: 'ascending' | 'descending';
}

/**
 * Rows sorted on a column (null figures last either way, then by name); without a sort, as the server
 * gave them (by name).
 */
export function sortYields(rows: readonly YieldRow[], sort: YieldSort | null, locale: string): YieldRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (a: YieldRow, b: YieldRow) => a.label.localeCompare(b.label, locale);
  const { column } = sort;
  return [...rows].sort((a, b) => {
    if (column === 'label') return sign * byName(a, b);
    const [x, y] = [a[column], b[column]];
    if (x === null || y === null) return Number(x === null) - Number(y === null) || byName(a, b);
    return sign * (x - y) || byName(a, b);
  });
}

/** A header clicked: its column ascending, again descending, a third time back to the server's order. */
export function nextSort(current: YieldSort | null, column: YieldSort['column']): YieldSort | null {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

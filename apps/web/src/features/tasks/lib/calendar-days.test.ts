import { describe, expect, it } from 'vitest';
import { addMonths, monthWeeks, weekOf } from './calendar-days';

describe('calendar days', () => {
  it('finds the week of a day from its first weekday, Sunday or Monday', () => {
    // 3 December 2026 is a Thursday.
    expect(weekOf('2026-12-03', 0)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weekOf('2026-12-03', 1)[0]).toBe('2026-11-30');
    expect(weekOf('2026-11-30', 1)[0]).toBe('2026-11-30');
  });

  it('lays a month out in whole weeks from its 1st to its last day', () => {
    const weeks = monthWeeks('2026-02-17', 1);
    expect(weeks[0]![0]).toBe('2026-01-26');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-03-01');
    expect(weeks).toHaveLength(5);
    expect(monthWeeks('2026-12-31', 0)).toHaveLength(5);
  });

  it('moves by months onto the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });
});

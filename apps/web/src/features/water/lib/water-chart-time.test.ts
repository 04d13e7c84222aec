import { describe, expect, it } from 'vitest';
import { legendTime, tickLabels } from './water-chart-time';

// 21 November 2026 is winter time in Jerusalem: UTC+2.
const at = (hourUtc: number, minute = 0) => Date.UTC(2026, 10, 21, hourUtc, minute) / 1000;

describe('water chart time labels', () => {
  it('label hourly ticks on a 24-hour clock in Jerusalem', () => {
    expect(tickLabels([at(11), at(13), at(21, 30)], 3600)).toEqual(['13:00', '15:00', '23:30']);
  });

  it('label ticks a day or more apart with the date', () => {
    expect(tickLabels([at(22), at(23)], 86_400)).toEqual(['22/11', '22/11']);
  });

  it('show the hovered time with date and 24-hour clock, or a dash', () => {
    expect(legendTime(at(15, 5))).toBe('21/11/2026, 17:05');
    expect(legendTime(null)).toBe('-');
  });
});

import { describe, expect, it } from 'vitest';
import { chartTimeFormats } from './chart-time';

describe('chartTimeFormats', () => {
  // 2026-07-01 10:30 UTC is 13:30 in Jerusalem (summer time, UTC+3).
  const seconds = Date.UTC(2026, 6, 1, 10, 30) / 1000;
  const formats = chartTimeFormats('Asia/Jerusalem');

  it('labels ticks on a 24-hour clock in the device zone', () => {
    expect(formats.tick(seconds)).toBe('13:30');
    expect(formats.tick(Date.UTC(2026, 6, 1, 21, 0) / 1000)).toBe('00:00');
  });

  it('labels ticks by day/month on an axis longer than two days, in the device zone', () => {
    const week = 7 * 86_400;
    expect(formats.tick(seconds, week)).toBe('01/07');
    expect(formats.tick(Date.UTC(2026, 6, 1, 21, 0) / 1000, week)).toBe('02/07');
    expect(formats.tick(seconds, 86_400)).toBe('13:30');
  });

  it('shows day/month and 24-hour time in the legend', () => {
    expect(formats.legend(seconds)).toBe('01/07, 13:30');
  });
});

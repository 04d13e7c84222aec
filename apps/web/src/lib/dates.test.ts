import { describe, expect, it } from 'vitest';
import { DEVICE_TIME_ZONE, formatDateTime, toDate } from './dates';

// 2024-03-05T14:07:00Z: a day below 13 tells day/month from month/day.
const MS = Date.UTC(2024, 2, 5, 14, 7);
const SECONDS = MS / 1000;

describe('formatDateTime', () => {
  it('writes English dates as day/month/year (en-GB)', () => {
    expect(formatDateTime(MS, 'en', { timeZone: 'UTC' })).toBe('05/03/2024, 14:07');
  });

  it('uses a 24-hour clock, never AM/PM', () => {
    const evening = Date.UTC(2024, 2, 5, 21, 30);
    const text = formatDateTime(evening, 'en', { timeZone: 'UTC' });
    expect(text).toContain('21:30');
    expect(text).not.toMatch(/[AP]M/i);
  });

  it('shows device times in Asia/Jerusalem (UTC+2 in winter, +3 in summer)', () => {
    expect(DEVICE_TIME_ZONE).toBe('Asia/Jerusalem');
    expect(formatDateTime(MS, 'en', { timeZone: DEVICE_TIME_ZONE })).toBe('05/03/2024, 16:07');
    const summer = Date.UTC(2024, 6, 1, 12, 0);
    expect(formatDateTime(summer, 'en', { timeZone: DEVICE_TIME_ZONE })).toBe('01/07/2024, 15:00');
  });

  it('treats numbers below 1e12 as seconds and larger ones as milliseconds', () => {
    expect(formatDateTime(SECONDS, 'en', { timeZone: 'UTC' })).toBe(
      formatDateTime(MS, 'en', { timeZone: 'UTC' }),
    );
    expect(toDate(SECONDS).getTime()).toBe(MS);
    expect(toDate(MS).getTime()).toBe(MS);
    expect(toDate(1e12).getTime()).toBe(1e12);
  });

  it('accepts ISO strings and Date objects', () => {
    const iso = new Date(MS).toISOString();
    expect(formatDateTime(iso, 'en', { timeZone: 'UTC' })).toBe('05/03/2024, 14:07');
    expect(formatDateTime(new Date(MS), 'en', { timeZone: 'UTC' })).toBe('05/03/2024, 14:07');
  });

  it("follows the language's locale, day before month in every one", () => {
    expect(formatDateTime(MS, 'ru', { timeZone: 'UTC' })).toBe('05.03.2024, 14:07');
    expect(formatDateTime(MS, 'es', { timeZone: 'UTC', dateOnly: true })).toBe('05/03/2024');
    expect(formatDateTime(MS, 'he', { timeZone: 'UTC' })).toMatch(/5\.3\.2024|05\.03\.2024/);
  });

  it('returns an empty string for a value that is not a date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

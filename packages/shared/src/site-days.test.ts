import { describe, expect, it } from 'vitest';
import { DAY_OF_STAGE_CASES } from './site-days.fixtures.ts';
import {
  addDaysToDate,
  dayOfStage,
  dayOfStageAt,
  isTimeZone,
  localDate,
  startOfLocalDate,
} from './site-days.ts';

const HOUR = 3_600_000;

describe('day of stage in the site time zone', () => {
  it('has 20 fixture cases', () => {
    expect(DAY_OF_STAGE_CASES).toHaveLength(20);
  });

  it.each(DAY_OF_STAGE_CASES)('$name', ({ timeZone, startedAt, now, day }) => {
    expect(dayOfStage(startedAt, now, timeZone)).toBe(day);
    expect(dayOfStageAt(now, timeZone)(startedAt)).toBe(day);
  });

  // Every hour for six days around each change: the day rises by one at each local midnight, never skips
  // a number and never goes back.
  it.each([
    ['Asia/Jerusalem', '2026-03-25T12:00:00.000Z'],
    ['Asia/Jerusalem', '2026-10-23T12:00:00.000Z'],
    ['America/New_York', '2026-03-06T12:00:00.000Z'],
    ['America/New_York', '2026-10-30T12:00:00.000Z'],
    ['Europe/London', '2026-03-27T12:00:00.000Z'],
    ['Europe/London', '2026-10-23T12:00:00.000Z'],
  ])('%s from %s: no day skipped or repeated', (timeZone, start) => {
    const startMs = Date.parse(start);
    let previous = 1;
    let previousDate = localDate(startMs, timeZone);
    for (let t = startMs; t <= startMs + 6 * 24 * HOUR; t += HOUR / 2) {
      const day = dayOfStage(startMs, t, timeZone);
      const date = localDate(t, timeZone);
      expect(day - previous).toBe(date === previousDate ? 0 : 1);
      previous = day;
      previousDate = date;
    }
    expect(previous).toBe(7);
  });

  it('counts the same days one group at a time and many at once, in every zone, at any hour', () => {
    const zones = [
      'Asia/Jerusalem',
      'America/New_York',
      'Europe/London',
      'Pacific/Kiritimati',
      'Pacific/Honolulu',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/St_Johns',
      'UTC',
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (const timeZone of zones) {
      const now = Date.parse('2026-11-02T12:00:00.000Z') + Math.floor(random() * 400) * HOUR;
      const many = dayOfStageAt(now, timeZone);
      for (let i = 0; i < 300; i += 1) {
        const start = now - Math.floor(random() * 400 * 24) * HOUR - Math.floor(random() * 60) * 60_000;
        expect(many(new Date(start)), `${timeZone} ${new Date(start).toISOString()}`).toBe(
          dayOfStage(start, now, timeZone),
        );
      }
    }
  });

  it("finds the instant a local date starts, in the site's zone", () => {
    expect(startOfLocalDate('2026-04-01', 'Asia/Jerusalem')).toBe('2026-03-31T21:00:00.000Z');
    expect(startOfLocalDate('2026-01-01', 'Asia/Jerusalem')).toBe('2025-12-31T22:00:00.000Z');
    expect(startOfLocalDate('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDate('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDate('2026-06-01', 'Pacific/Kiritimati')).toBe('2026-05-31T10:00:00.000Z');
    expect(startOfLocalDate('2026-06-01', 'Pacific/Pago_Pago')).toBe('2026-06-01T11:00:00.000Z');
    expect(startOfLocalDate('2026-06-01', 'Asia/Kathmandu')).toBe('2026-05-31T18:15:00.000Z');
    // Santiago moves its clocks from 24:00 to 01:00 in September: that day begins at 01:00 (04:00 UTC).
    expect(startOfLocalDate('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    // Every day of a year in Jerusalem and New York: the instant is that date, the minute before is not.
    for (const timeZone of ['Asia/Jerusalem', 'America/New_York']) {
      for (let date = '2026-01-01'; date < '2027-01-01'; date = addDaysToDate(date, 1)) {
        const start = Date.parse(startOfLocalDate(date, timeZone));
        expect(localDate(start, timeZone), `${timeZone} ${date}`).toBe(date);
        expect(localDate(start - 60_000, timeZone), `${timeZone} ${date}`).toBe(addDaysToDate(date, -1));
      }
    }
  });

  it('counts calendar dates forward and back across months and years', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDaysToDate('2026-04-20', 0)).toBe('2026-04-20');
  });

  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Pacific/Kiritimati')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

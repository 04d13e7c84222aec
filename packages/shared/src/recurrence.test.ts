import { describe, expect, it } from 'vitest';
import { instantOfLocal, localDateTime } from './local-time.ts';
import { nextOccurrence, occurrencesUntil, type Recurrence } from './recurrence.ts';

const JERUSALEM = 'Asia/Jerusalem';
const daily: Recurrence = { freq: 'daily', interval: 1, from: 'due' };

describe('wall-clock times in a zone', () => {
  it('reads a time a spring-forward change skips as the same distance past the change', () => {
    // New York, 2026-03-08: 02:00 becomes 03:00; 02:30 does not exist and reads as 03:30 EDT.
    expect(instantOfLocal('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(localDateTime('2026-03-08T07:30:00.000Z', 'America/New_York')).toEqual({
      date: '2026-03-08',
      time: '03:30',
    });
  });

  it('takes the first showing of a time a fall-back change repeats', () => {
    // New York, 2026-11-01: 01:30 shows at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(instantOfLocal('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('finds midnight in zones far east and west of UTC and where midnight is skipped', () => {
    expect(instantOfLocal('2026-06-01', '00:00', 'Pacific/Kiritimati')).toBe('2026-05-31T10:00:00.000Z');
    expect(instantOfLocal('2026-06-01', '00:00', 'Pacific/Pago_Pago')).toBe('2026-06-01T11:00:00.000Z');
    // Santiago, 2026-09-06: midnight becomes 01:00, so the day begins at 01:00 (04:00Z).
    expect(instantOfLocal('2026-09-06', '00:00', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('the next occurrence of a recurring task', () => {
  it('skips a five-days-overdue daily day task to tomorrow, never to a past day', () => {
    const next = nextOccurrence({
      rule: daily,
      due: '2026-03-01',
      completedAt: '2026-03-06T08:00:00Z',
      now: '2026-03-06T08:00:00Z',
      timeZone: JERUSALEM,
    });
    expect(next).toBe('2026-03-07');
  });

  it('comes today for an overdue timed task whose time has not come yet today, else tomorrow', () => {
    const due = instantOfLocal('2026-03-01', '09:00', JERUSALEM);
    const at = (time: string) => instantOfLocal('2026-03-06', time, JERUSALEM);
    const input = { rule: daily, due, timeZone: JERUSALEM };
    expect(nextOccurrence({ ...input, completedAt: at('08:00'), now: at('08:00') })).toBe(at('09:00'));
    expect(nextOccurrence({ ...input, completedAt: at('10:00'), now: at('10:00') })).toBe(
      instantOfLocal('2026-03-07', '09:00', JERUSALEM),
    );
  });

  it('keeps a weekly 09:00 Jerusalem task at 09:00 on the clock for 52 weeks across both DST changes', () => {
    const rule: Recurrence = { freq: 'weekly', interval: 1, from: 'due' };
    let due = instantOfLocal('2026-01-04', '09:00', JERUSALEM); // a Sunday
    const utcHours = new Set<number>();
    for (let week = 0; week < 52; week += 1) {
      const next = nextOccurrence({ rule, due, completedAt: due, now: due, timeZone: JERUSALEM })!;
      const wall = localDateTime(next, JERUSALEM);
      expect(wall.time).toBe('09:00');
      expect(new Date(`${wall.date}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(Date.parse(next) - Date.parse(due)).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
      utcHours.add(new Date(next).getUTCHours());
      due = next;
    }
    // 07:00Z in winter (+2) and 06:00Z in summer (+3): the instant moved, the clock did not.
    expect([...utcHours].sort()).toEqual([6, 7]);
    expect(localDateTime(due, JERUSALEM).date).toBe('2027-01-03');
  });

  it('falls on the last day of shorter months for the 31st, and back on the 31st after them', () => {
    const rule: Recurrence = { freq: 'monthly', interval: 1, byMonthDay: 31, from: 'due' };
    const dues = ['2026-01-31'];
    for (let i = 0; i < 4; i += 1) {
      const due = dues.at(-1)!;
      dues.push(
        nextOccurrence({
          rule,
          due,
          completedAt: `${due}T12:00:00Z`,
          now: `${due}T12:00:00Z`,
          timeZone: JERUSALEM,
        })!,
      );
    }
    expect(dues).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    const leap = nextOccurrence({
      rule,
      due: '2028-01-31',
      completedAt: '2028-01-31T12:00:00Z',
      now: '2028-01-31T12:00:00Z',
      timeZone: JERUSALEM,
    });
    expect(leap).toBe('2028-02-29');
  });

  it('counts from the completion day with from: completion, keeping the time on the clock', () => {
    const rule: Recurrence = { freq: 'daily', interval: 3, from: 'completion' };
    const due = instantOfLocal('2026-05-01', '09:00', JERUSALEM);
    const completedAt = instantOfLocal('2026-05-10', '15:00', JERUSALEM);
    const next = nextOccurrence({ rule, due, completedAt, now: completedAt, timeZone: JERUSALEM });
    expect(next).toBe(instantOfLocal('2026-05-13', '09:00', JERUSALEM));
    // From the due instead, the series keeps its own days: 05-01 + 3k, the first to come is 05-13 too,
    // but a 2-day step tells them apart.
    const two = { ...rule, interval: 2 };
    expect(nextOccurrence({ rule: two, due, completedAt, now: completedAt, timeZone: JERUSALEM })).toBe(
      instantOfLocal('2026-05-12', '09:00', JERUSALEM),
    );
    expect(
      nextOccurrence({
        rule: { ...two, from: 'due' },
        due,
        completedAt,
        now: completedAt,
        timeZone: JERUSALEM,
      }),
    ).toBe(instantOfLocal('2026-05-11', '09:00', JERUSALEM));
  });

  it('ends the series at until', () => {
    const rule: Recurrence = { ...daily, until: '2026-03-07' };
    const input = { rule, timeZone: JERUSALEM };
    expect(
      nextOccurrence({
        ...input,
        due: '2026-03-06',
        completedAt: '2026-03-06T10:00:00Z',
        now: '2026-03-06T10:00:00Z',
      }),
    ).toBe('2026-03-07');
    expect(
      nextOccurrence({
        ...input,
        due: '2026-03-07',
        completedAt: '2026-03-07T10:00:00Z',
        now: '2026-03-07T10:00:00Z',
      }),
    ).toBeNull();
  });

  it('takes the chosen weekdays every second week', () => {
    const rule: Recurrence = { freq: 'weekly', interval: 2, byWeekday: [1, 4], from: 'due' };
    const dues = occurrencesUntil(rule, '2026-11-02', '2026-12-01T00:00:00Z', JERUSALEM);
    expect(dues).toEqual(['2026-11-02', '2026-11-05', '2026-11-16', '2026-11-19', '2026-11-30']);
  });

  it('keeps a daily 00:30 task in Santiago on its day when midnight is skipped', () => {
    const dues = occurrencesUntil(
      daily,
      instantOfLocal('2026-09-04', '00:30', 'America/Santiago'),
      '2026-09-08T12:00:00Z',
      'America/Santiago',
    );
    expect(dues.map((due) => localDateTime(due, 'America/Santiago'))).toEqual([
      { date: '2026-09-04', time: '00:30' },
      { date: '2026-09-05', time: '00:30' },
      // 00:30 does not exist on 2026-09-06 (00:00 becomes 01:00): read as 01:30, still that day.
      { date: '2026-09-06', time: '01:30' },
      { date: '2026-09-07', time: '00:30' },
      { date: '2026-09-08', time: '00:30' },
    ]);
  });
});

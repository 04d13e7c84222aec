/**
 * Day-of-stage cases with the day the calendar gives (DESIGN section 20): checked by site-days.test.ts
 * and, through the API on SQLite and PostgreSQL, by the server's tests.
 */
export interface DayOfStageCase {
  name: string;
  timeZone: string;
  /** The stage event, UTC. */
  startedAt: string;
  /** The clock, UTC. */
  now: string;
  day: number;
}

export const DAY_OF_STAGE_CASES: readonly DayOfStageCase[] = [
  {
    name: 'Jerusalem: an event at 23:30 makes the next morning day 2',
    timeZone: 'Asia/Jerusalem',
    startedAt: '2026-03-10T21:30:00.000Z',
    now: '2026-03-11T06:00:00.000Z',
    day: 2,
  },
  {
    name: 'Jerusalem: still day 1 at 23:59 of the same evening',
    timeZone: 'Asia/Jerusalem',
    startedAt: '2026-03-10T21:30:00.000Z',
    now: '2026-03-10T21:59:00.000Z',
    day: 1,
  },
  {
    name: 'Jerusalem spring (27 Mar): no day skipped across the 23-hour day',
    timeZone: 'Asia/Jerusalem',
    startedAt: '2026-03-26T08:00:00.000Z',
    now: '2026-03-28T07:00:00.000Z',
    day: 3,
  },
  {
    name: 'Jerusalem spring: 00:30 to 23:30 of the short day is one day',
    timeZone: 'Asia/Jerusalem',
    startedAt: '2026-03-26T22:30:00.000Z',
    now: '2026-03-27T20:30:00.000Z',
    day: 1,
  },
  {
    name: 'Jerusalem autumn (25 Oct): the 25-hour day is one day',
    timeZone: 'Asia/Jerusalem',
    startedAt: '2026-10-24T21:30:00.000Z',
    now: '2026-10-25T21:30:00.000Z',
    day: 1,
  },
  {
    name: 'Jerusalem autumn: no day repeated after the change',
    timeZone: 'Asia/Jerusalem',
    startedAt: '2026-10-24T09:00:00.000Z',
    now: '2026-10-25T22:10:00.000Z',
    day: 3,
  },
  {
    name: 'New York spring (8 Mar): 23:30 EST, next morning EDT is day 2',
    timeZone: 'America/New_York',
    startedAt: '2026-03-08T04:30:00.000Z',
    now: '2026-03-08T13:00:00.000Z',
    day: 2,
  },
  {
    name: 'New York spring: 00:15 EST to 23:45 EDT is one day',
    timeZone: 'America/New_York',
    startedAt: '2026-03-08T05:15:00.000Z',
    now: '2026-03-09T03:45:00.000Z',
    day: 1,
  },
  {
    name: 'New York autumn (1 Nov): 25 hours later, the same date',
    timeZone: 'America/New_York',
    startedAt: '2026-11-01T04:30:00.000Z',
    now: '2026-11-02T04:30:00.000Z',
    day: 1,
  },
  {
    name: 'New York autumn: no day repeated after the change',
    timeZone: 'America/New_York',
    startedAt: '2026-11-01T00:00:00.000Z',
    now: '2026-11-02T05:30:00.000Z',
    day: 3,
  },
  {
    name: 'London spring (29 Mar): 23:30 GMT, next morning BST is day 2',
    timeZone: 'Europe/London',
    startedAt: '2026-03-28T23:30:00.000Z',
    now: '2026-03-29T06:00:00.000Z',
    day: 2,
  },
  {
    name: 'London spring: 00:30 GMT to 23:30 BST is one day',
    timeZone: 'Europe/London',
    startedAt: '2026-03-29T00:30:00.000Z',
    now: '2026-03-29T22:30:00.000Z',
    day: 1,
  },
  {
    name: 'London autumn (25 Oct): 00:10 BST to 23:50 GMT is one day',
    timeZone: 'Europe/London',
    startedAt: '2026-10-24T23:10:00.000Z',
    now: '2026-10-25T23:50:00.000Z',
    day: 1,
  },
  {
    name: 'London autumn: 23:30 BST, 00:30 an hour later is day 2',
    timeZone: 'Europe/London',
    startedAt: '2026-10-24T22:30:00.000Z',
    now: '2026-10-24T23:30:00.000Z',
    day: 2,
  },
  {
    name: 'Kiritimati (UTC+14): 23:30 local, 00:30 local is day 2 on one UTC date',
    timeZone: 'Pacific/Kiritimati',
    startedAt: '2026-05-01T09:30:00.000Z',
    now: '2026-05-01T10:30:00.000Z',
    day: 2,
  },
  {
    name: 'Kiritimati: day 2 where UTC would still say day 1',
    timeZone: 'Pacific/Kiritimati',
    startedAt: '2026-05-01T00:00:00.000Z',
    now: '2026-05-01T23:00:00.000Z',
    day: 2,
  },
  {
    name: 'Honolulu (UTC-10): 23:30 local, 08:00 next morning is day 2',
    timeZone: 'Pacific/Honolulu',
    startedAt: '2026-05-01T09:30:00.000Z',
    now: '2026-05-01T18:00:00.000Z',
    day: 2,
  },
  {
    name: 'Honolulu: day 1 where UTC would say day 2',
    timeZone: 'Pacific/Honolulu',
    startedAt: '2026-05-01T10:30:00.000Z',
    now: '2026-05-02T09:00:00.000Z',
    day: 1,
  },
  {
    name: 'Jerusalem: flower day 64 across a leap-free February',
    timeZone: 'Asia/Jerusalem',
    startedAt: '2026-01-01T10:00:00.000Z',
    now: '2026-03-05T10:00:00.000Z',
    day: 64,
  },
  {
    name: 'Jerusalem: a clock before the event gives day 0',
    timeZone: 'Asia/Jerusalem',
    startedAt: '2026-05-02T00:00:00.000Z',
    now: '2026-05-01T00:00:00.000Z',
    day: 0,
  },
];

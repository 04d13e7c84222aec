import { describe, expect, it } from 'vitest';
import { zonedDate } from './zoned-date';

/** What uPlot.tzDate does: format in the zone, parse back as local time. */
function slowZonedDate(ms: number, timeZone: string): Date {
  const date = new Date(new Date(ms).toLocaleString('en-US', { timeZone }));
  date.setMilliseconds(new Date(ms).getMilliseconds());
  return date;
}

const fields = (d: Date) => [
  d.getFullYear(),
  d.getMonth(),
  d.getDate(),
  d.getHours(),
  d.getMinutes(),
  d.getSeconds(),
];

describe('zonedDate', () => {
  it('reads 13:30 in Jerusalem for 10:30 UTC in summer and 12:30 for 10:30 UTC in winter', () => {
    const jerusalem = zonedDate('Asia/Jerusalem');
    expect(fields(jerusalem(Date.UTC(2026, 6, 1, 10, 30) / 1000)).slice(3, 5)).toEqual([13, 30]);
    expect(fields(jerusalem(Date.UTC(2026, 0, 15, 10, 30) / 1000)).slice(3, 5)).toEqual([12, 30]);
  });

  // Every 7 minutes across both 2026 transitions, in zones with whole, half and 45-minute offsets and
  // Lord Howe's half-hour daylight saving.
  it.each(['Asia/Jerusalem', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'])(
    'matches the format-and-parse result everywhere in %s, across daylight-saving changes',
    (timeZone) => {
      const fast = zonedDate(timeZone);
      const windows = [
        Date.UTC(2026, 2, 25),
        Date.UTC(2026, 3, 3),
        Date.UTC(2026, 9, 2),
        Date.UTC(2026, 9, 23),
      ];
      for (const start of windows) {
        for (let ms = start; ms < start + 4 * 86_400_000; ms += 7 * 60_000) {
          expect(fields(fast(ms / 1000))).toEqual(fields(slowZonedDate(ms, timeZone)));
        }
      }
    },
  );
});

import { addDaysToDate, localDate } from '@canopy/shared/site-days';
import { instantOfLocal } from '@canopy/shared/local-time';

const weekday = (date: string) =>
  new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10))).getUTCDay();

/**
 * The instants a weekly `from`-`to` window (site time) that begins on `days` (0 Sunday) occupies around
 * `now`: the one holding `now`, or null. A window whose `to` is not after its `from` runs into the next
 * day (an 18:00-06:00 window on Friday ends Saturday 06:00). Wall times a DST change skips or repeats are
 * read as instantOfLocal reads them.
 */
export function windowHolding(
  now: number,
  zone: string,
  window: { from: string; to: string; days?: readonly number[] },
): { start: number; end: number } | null {
  const today = localDate(now, zone);
  const overnight = window.to <= window.from;
  let found: { start: number; end: number } | null = null;
  for (const back of overnight ? [0, 1] : [0]) {
    const date = addDaysToDate(today, -back);
    if (window.days && !window.days.includes(weekday(date))) continue;
    const start = Date.parse(instantOfLocal(date, window.from, zone));
    const end = Date.parse(instantOfLocal(overnight ? addDaysToDate(date, 1) : date, window.to, zone));
    if (start <= now && now < end && (found === null || start > found.start)) found = { start, end };
  }
  return found;
}

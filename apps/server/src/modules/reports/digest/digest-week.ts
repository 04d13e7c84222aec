import { instantOfLocal, localDateTime } from '@canopy/shared/local-time';
import { addDaysToDate, startOfLocalDate } from '@canopy/shared/site-days';
import type { DigestDocument } from './digest.types.ts';

/** The weekly digest goes out on Monday at this time on the site's clock. */
export const DIGEST_TIME = '08:00';
/**
 * How late a Monday's digest may still go out. An instance down over the weekend sends it on Monday
 * morning when it comes back; one that comes back on Tuesday (or a person who opts in on Tuesday) waits
 * for next Monday rather than getting last week's figures a day late.
 */
export const DIGEST_LATE_MS = 12 * 3_600_000;

export type DigestWeek = DigestDocument['week'];

/** The Monday (local date) of the week holding `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDaysToDate(date, -((weekday + 6) % 7));
}

/** The week that begins on the Monday `start`: local dates and its bounds as instants (epoch ms). */
export function weekFrom(start: string, timeZone: string): DigestWeek {
  const end = addDaysToDate(start, 7);
  return {
    start,
    end,
    from: Date.parse(startOfLocalDate(start, timeZone)),
    to: Date.parse(startOfLocalDate(end, timeZone)),
  };
}

/** The week `nowMs` falls in, Monday 00:00 to the next (a preview reads it up to now). */
export const currentWeek = (nowMs: number, timeZone: string): DigestWeek =>
  weekFrom(mondayOf(localDateTime(nowMs, timeZone).date), timeZone);

/**
 * The week whose digest is due at `nowMs`: last week, from this Monday 08:00 (site time) until
 * `DIGEST_LATE_MS` after it; null outside that window.
 */
export function dueWeek(nowMs: number, timeZone: string): DigestWeek | null {
  const monday = mondayOf(localDateTime(nowMs, timeZone).date);
  const sendAt = Date.parse(instantOfLocal(monday, DIGEST_TIME, timeZone));
  if (nowMs < sendAt || nowMs - sendAt > DIGEST_LATE_MS) return null;
  return weekFrom(addDaysToDate(monday, -7), timeZone);
}

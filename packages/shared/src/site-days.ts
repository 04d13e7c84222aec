/**
 * Calendar days in the site's time zone, computed from UTC instants with the IANA rules that Intl
 * carries: the same on the server (for SQLite and PostgreSQL alike) and in the browser, never by a
 * database's clock or zone.
 */
import { instantOfLocal, localDateTime, localDayNumber } from './local-time.ts';

/** Whether `timeZone` is an IANA zone name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export const localDate = (instant: Date | string | number, timeZone: string): string =>
  localDateTime(instant, timeZone).date;

/**
 * The first instant (ISO 8601 UTC) of the local calendar date `date` (`YYYY-MM-DD`) in `timeZone`: its
 * midnight, or where a change of offset skips midnight, the moment the day begins. What a range of site
 * days sends as its bounds.
 */
export const startOfLocalDate = (date: string, timeZone: string): string =>
  instantOfLocal(date, '00:00', timeZone);

/** The calendar date `days` after `date` (`YYYY-MM-DD`; negative goes back). */
export function addDaysToDate(date: string, days: number): string {
  const ms = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + days);
  return new Date(ms).toISOString().slice(0, 10);
}

/** Days from calendar date `from` to calendar date `to` (`YYYY-MM-DD`), by the calendar, not by hours. */
export function daysBetweenDates(from: string, to: string): number {
  const ordinal = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
  return Math.round((ordinal(to) - ordinal(from)) / 86_400_000);
}

/**
 * Day of stage: 1 on the local calendar date of the stage's start, and one more with each local
 * calendar date after it (an event at 23:30 makes the next morning day 2; a DST change skips or repeats
 * no day). An instant before the start gives 0.
 */
export function dayOfStage(
  startedAt: Date | string | number,
  now: Date | string | number,
  timeZone: string,
): number {
  const days = daysBetweenDates(localDate(startedAt, timeZone), localDate(now, timeZone));
  return days < 0 ? 0 : days + 1;
}

/**
 * A day-of-stage calculator for many groups at once (the rooms page, the device badges): the same days
 * as `dayOfStage`, counted on day numbers rather than dates.
 */
export function dayOfStageAt(
  now: Date | string | number,
  timeZone: string,
): (startedAt: Date | string) => number {
  const today = localDayNumber(new Date(now).getTime(), timeZone);
  return (startedAt) => {
    const ms = typeof startedAt === 'string' ? Date.parse(startedAt) : startedAt.getTime();
    const days = today - localDayNumber(ms, timeZone);
    return days < 0 ? 0 : days + 1;
  };
}

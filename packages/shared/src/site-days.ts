/**
 * Calendar days in the site's time zone, computed from UTC instants with the IANA rules that Intl
 * carries: the same on the server (for SQLite and PostgreSQL alike) and in the browser, never by a
 * database's clock or zone.
 */
import { localDateTime } from './local-time.ts';

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

const MINUTE_MS = 60_000;

/**
 * The first instant (ISO 8601 UTC) of the local calendar date `date` (`YYYY-MM-DD`) in `timeZone`: its
 * midnight, or where a change of offset skips midnight, the moment the day begins. What a range of site
 * days sends as its bounds: a day's start is searched minute by minute (offsets are whole minutes) between
 * 15 hours before and 13 hours after UTC midnight, where every zone's midnight lies.
 */
export function startOfLocalDate(date: string, timeZone: string): string {
  const midnight = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
  let before = (midnight - 15 * 60 * MINUTE_MS) / MINUTE_MS; // still the day before, everywhere
  let from = (midnight + 13 * 60 * MINUTE_MS) / MINUTE_MS; // already the date, everywhere
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (localDate(middle * MINUTE_MS, timeZone) >= date) from = middle;
    else before = middle;
  }
  return new Date(from * MINUTE_MS).toISOString();
}

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

const DAY_MS = 86_400_000;
const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (from the wall clock Intl gives for it). */
function offsetAt(ms: number, timeZone: string): number {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * Local calendar day numbers (days since 1970-01-01 on the zone's calendar) of many instants: the zone's
 * offset is looked up once per UTC day and reused for every instant of that day, unless the offset
 * changes within it (a DST day), where each instant is looked up on its own.
 */
function localDayNumbers(timeZone: string): (ms: number) => number {
  const offsets = new Map<number, number | null>();
  return (ms) => {
    const utcDay = Math.floor(ms / DAY_MS);
    let offset = offsets.get(utcDay);
    if (offset === undefined) {
      const first = offsetAt(utcDay * DAY_MS, timeZone);
      offset = first === offsetAt(utcDay * DAY_MS + DAY_MS - 1, timeZone) ? first : null;
      if (offsets.size > 4096) offsets.clear();
      offsets.set(utcDay, offset);
    }
    return Math.floor((ms + (offset ?? offsetAt(ms, timeZone))) / DAY_MS);
  };
}

/**
 * A day-of-stage calculator for many groups at once (the rooms page, the device badges): the same days
 * as `dayOfStage`, with the zone's offset looked up once per UTC day rather than once per group.
 */
export function dayOfStageAt(
  now: Date | string | number,
  timeZone: string,
): (startedAt: Date | string) => number {
  const dayOf = localDayNumbers(timeZone);
  const today = dayOf(new Date(now).getTime());
  return (startedAt) => {
    const ms = typeof startedAt === 'string' ? Date.parse(startedAt) : startedAt.getTime();
    const days = today - dayOf(ms);
    return days < 0 ? 0 : days + 1;
  };
}

/**
 * Calendar days in the site's time zone, computed from UTC instants with the IANA rules that Intl
 * carries: the same on the server (for SQLite and PostgreSQL alike) and in the browser, never by a
 * database's clock or zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function localDate(instant: Date | string | number, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
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
 * A day-of-stage calculator for many groups at once: one local date for `now`, and a small cache of the
 * start dates already seen (groups of one run usually start on the same instants).
 */
export function dayOfStageAt(
  now: Date | string | number,
  timeZone: string,
): (startedAt: Date | string) => number {
  const today = localDate(now, timeZone);
  const starts = new Map<string, string>();
  return (startedAt) => {
    const key = typeof startedAt === 'string' ? startedAt : startedAt.toISOString();
    let start = starts.get(key);
    if (start === undefined) {
      start = localDate(startedAt, timeZone);
      if (starts.size > 4096) starts.clear();
      starts.set(key, start);
    }
    const days = daysBetweenDates(start, today);
    return days < 0 ? 0 : days + 1;
  };
}

/*
 * Wall-clock times in the site's zone (`YYYY-MM-DD` and `HH:MM`) and the UTC instants they name, computed
 * with the IANA rules that Intl carries, the same on the server and in the browser. A task due at 09:00
 * stays 09:00 on the clock on both sides of a DST change, so its instant moves instead.
 */

const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The zone's offset from UTC at an instant, in milliseconds (Jerusalem in summer: +3 h), asked of Intl. */
function offsetFromIntl(instantMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
}

/**
 * Offsets by zone: by UTC day, and by quarter hour on the days an offset changes. A year of a series'
 * occurrences, or the days of stage of every group on a page, asks Intl about twice a day of the zone.
 */
interface ZoneOffsets {
  days: Map<number, number>;
  quarters: Map<number, number>;
}
const offsetsByZone = new Map<string, ZoneOffsets>();

function cached(map: Map<number, number>, index: number, instantMs: number, timeZone: string): number {
  let offset = map.get(index);
  if (offset === undefined) {
    if (map.size > 50_000) map.clear();
    offset = offsetFromIntl(instantMs, timeZone);
    map.set(index, offset);
  }
  return offset;
}

/**
 * The zone's offset from UTC at an instant, in milliseconds: what a reading's time is shifted by to group
 * it by local hours and days.
 */
export function offsetAt(instantMs: number, timeZone: string): number {
  let zone = offsetsByZone.get(timeZone);
  if (!zone) {
    zone = { days: new Map(), quarters: new Map() };
    offsetsByZone.set(timeZone, zone);
  }
  const day = Math.floor(instantMs / DAY_MS);
  const start = cached(zone.days, day, day * DAY_MS, timeZone);
  const end = cached(zone.days, day + 1, (day + 1) * DAY_MS, timeZone);
  // One offset from a day's start to the next day's start holds all day: offsets never change and change
  // back within one day. Otherwise the instant's quarter hour (offsets change on quarter hours) decides.
  if (start === end) return start;
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS);
  return cached(zone.quarters, quarter, quarter * QUARTER_HOUR_MS, timeZone);
}

/** The day of an instant on the zone's calendar, as days since 1970-01-01: for counting days quickly. */
export function localDayNumber(instantMs: number, timeZone: string): number {
  return Math.floor((instantMs + offsetAt(instantMs, timeZone)) / DAY_MS);
}

/** The wall-clock date and time (`YYYY-MM-DD`, `HH:MM`) of an instant in `timeZone`. */
export function localDateTime(
  instant: Date | string | number,
  timeZone: string,
): { date: string; time: string } {
  const ms = new Date(instant).getTime();
  const wall = new Date(ms + offsetAt(ms, timeZone)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/**
 * The instant (ISO 8601 UTC) the clocks of `timeZone` show `time` on `date`. A time a spring-forward
 * change skips (02:30 when 02:00 becomes 03:00) is read as the same distance past the change (03:30),
 * as the clock would show had nobody changed it; a time a fall-back change repeats is its first showing.
 */
export function instantOfLocal(date: string, time: string, timeZone: string): string {
  const wall = Date.UTC(
    +date.slice(0, 4),
    +date.slice(5, 7) - 1,
    +date.slice(8, 10),
    +time.slice(0, 2),
    +time.slice(3, 5),
  );
  // The offsets a day either side cover every change; the earlier instant that shows this wall time wins.
  const before = offsetAt(wall - 24 * 60 * MINUTE_MS, timeZone);
  const after = offsetAt(wall + 24 * 60 * MINUTE_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((ms) => ms + offsetAt(ms, timeZone) === wall);
  if (candidates.length > 0) return new Date(Math.min(...candidates)).toISOString();
  // Skipped by a spring-forward change: the wall time read with the offset from before the change.
  return new Date(wall - before).toISOString();
}

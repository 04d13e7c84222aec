import { addDaysToDate, localDate, startOfLocalDate } from '@canopy/shared/site-days';
import type { LightSwitches } from './light-switches.ts';

/** One steering day, epoch ms: [start, end); `date` the local date it began on. */
export interface DayBounds {
  date: string;
  start: number;
  end: number;
  /** The day's start when it began with the lights going on; null for a day from local midnight. */
  lightsOn: number | null;
  /** The lights going off inside the day (the start of its night); null when they did not. */
  lightsOff: number | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Lights-ons further apart than this (24 h on or off, no controller, a day offline) leave local midnights between. */
export const MAX_DAY_MS = 30 * HOUR_MS;
/** A midnight put between lights-ons is at least this far from either, so no day is a few hours long. */
const MIN_DAY_MS = 12 * HOUR_MS;

/** The local midnights in [from, to], oldest first. */
function midnightsBetween(from: number, to: number, timeZone: string): number[] {
  const midnights: number[] = [];
  let date = localDate(from, timeZone);
  for (let at = Date.parse(startOfLocalDate(date, timeZone)); at <= to;) {
    if (at >= from) midnights.push(at);
    date = addDaysToDate(date, 1);
    at = Date.parse(startOfLocalDate(date, timeZone));
  }
  return midnights;
}

/**
 * The room's days that begin in [from, to), oldest first (DESIGN section 23): a day runs from one lights-on
 * of the controller to the next. Where the lights did not go on for longer than a day (24 h on or off, no
 * controller, none of its data), the site's local midnights start days instead. The last lights-on with
 * no data after it for a day ends a day later: the lights go on again then. `switches` must cover [from,
 * to) and a day and a half either side.
 */
export function dayBounds(
  switches: LightSwitches,
  range: { from: number; to: number },
  timeZone: string,
): DayBounds[] {
  const lo = range.from - MAX_DAY_MS;
  const hi = range.to + MAX_DAY_MS;
  const rises = switches.rises.filter((at) => at >= lo && at <= hi);
  const dataEnd = switches.dataEnd ?? -Infinity;
  const anchors = new Set(rises);
  const starts: number[] = [];
  let previous: number | null = null;
  for (const rise of [...rises, null]) {
    let after = previous === null ? lo : previous + MIN_DAY_MS;
    if (rise === null && previous !== null && dataEnd - previous <= MAX_DAY_MS) {
      // The lights were still cycling where the data ends: the next lights-on is due a day later.
      starts.push(previous + DAY_MS);
      after = previous + DAY_MS + MIN_DAY_MS;
    }
    // Before the first lights-on, after the last, and between two more than a day apart: midnights,
    // clear of the lights-ons around them.
    if (previous === null || rise === null || rise - previous > MAX_DAY_MS) {
      starts.push(...midnightsBetween(after, rise === null ? hi : rise - MIN_DAY_MS, timeZone));
    }
    if (rise !== null) starts.push(rise);
    previous = rise;
  }
  starts.sort((a, b) => a - b);
  const days: DayBounds[] = [];
  for (let i = 0; i + 1 < starts.length; i += 1) {
    const start = starts[i]!;
    const end = starts[i + 1]!;
    if (start < range.from || start >= range.to) continue;
    const falls = switches.falls.filter((at) => at > start && at < end);
    days.push({
      date: localDate(start, timeZone),
      start,
      end,
      lightsOn: anchors.has(start) ? start : null,
      lightsOff: falls.at(-1) ?? null,
    });
  }
  return days;
}

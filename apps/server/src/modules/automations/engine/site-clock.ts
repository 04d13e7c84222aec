import { addDaysToDate, localDate } from '@canopy/shared/site-days';
import { instantOfLocal } from '@canopy/shared/local-time';

type Window = { from: string; to: string; days?: readonly number[] };

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
  window: Window,
): { start: number; end: number } | null {
  let found: { start: number; end: number } | null = null;
  for (const held of windowsAround(localDateAt(now, zone), zone, window)) {
    if (held.start <= now && now < held.end && (found === null || held.start > found.start)) found = held;
  }
  return found;
}

/**
 * The site's date at `now`, kept for the last instant asked: one evaluation asks it of every time
 * automation at the same instant.
 */
let lastDate: { now: number; zone: string; date: string } | undefined;
function localDateAt(now: number, zone: string): string {
  if (lastDate?.now !== now || lastDate.zone !== zone) lastDate = { now, zone, date: localDate(now, zone) };
  return lastDate.date;
}

/**
 * The window's instants on the site date `today` (and the day before when it runs overnight): a pure
 * function of its arguments, kept by window object (a parsed automation's block, the same object while its
 * text is unchanged) for the last date and zone asked, since the engine asks them of every time
 * automation four times a minute and resolving wall times in a zone costs more than the rest of the
 * evaluation.
 */
const windows = new WeakMap<
  Window,
  { today: string; zone: string; list: { start: number; end: number }[] }
>();
function windowsAround(today: string, zone: string, window: Window): { start: number; end: number }[] {
  const known = windows.get(window);
  if (known?.today === today && known.zone === zone) return known.list;
  const overnight = window.to <= window.from;
  const list: { start: number; end: number }[] = [];
  for (const back of overnight ? [0, 1] : [0]) {
    const date = addDaysToDate(today, -back);
    if (window.days && !window.days.includes(weekday(date))) continue;
    const start = Date.parse(instantOfLocal(date, window.from, zone));
    const end = Date.parse(instantOfLocal(overnight ? addDaysToDate(date, 1) : date, window.to, zone));
    list.push({ start, end });
  }
  windows.set(window, { today, zone, list });
  return list;
}

import { instantOfLocal, localDateTime } from './local-time.ts';
import { addDaysToDate, daysBetweenDates } from './site-days.ts';

/*
 * When a recurring task comes next (DESIGN section 22). Every step is taken on the site's calendar and
 * clock, never in hours: a daily 09:00 task is 09:00 on the clock after a DST change, a monthly task on
 * the 31st falls on the last day of shorter months and back on the 31st after them, and the next
 * occurrence always lies in the future however overdue the completed one was.
 */

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** What the next occurrence counts from: the completed one's due, or the moment it was completed. */
export const RECURRENCE_ORIGINS = ['due', 'completion'] as const;
export type RecurrenceOrigin = (typeof RECURRENCE_ORIGINS)[number];

export interface Recurrence {
  freq: RecurrenceFrequency;
  /** Every `interval` days, weeks or months (1 or more). */
  interval: number;
  /** Weekly: the weekdays, 0 Sunday to 6 Saturday; none means the due's weekday. */
  byWeekday?: readonly number[] | undefined;
  /** Monthly: the day of the month, 1 to 31 (the last day of a shorter month); none means the due's day. */
  byMonthDay?: number | undefined;
  from: RecurrenceOrigin;
  /** The last day (`YYYY-MM-DD`, site time) or instant an occurrence may fall on; none repeats for ever. */
  until?: string | null | undefined;
}

/** A due: a site day (`2026-12-01`) or an instant (ISO 8601 with its offset). */
export type Due = string;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
export const isDueDay = (due: Due): boolean => DATE_ONLY.test(due);

/** A due as a site day and, for an instant, its time on the site's clock. */
function wallOf(due: Due, timeZone: string): { date: string; time: string | null } {
  return isDueDay(due) ? { date: due, time: null } : localDateTime(due, timeZone);
}

const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `months` months after `date`'s month, on `day` or the month's last day when it is shorter. */
function monthDay(date: string, months: number, day: number): string {
  const index = +date.slice(0, 4) * 12 + (+date.slice(5, 7) - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const clamped = Math.min(day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

/**
 * The days of the series after `anchor` (exclusive), in order, from the first one on or after `floor`:
 * the steps a series takes from its anchor, with no day of the series before `floor` walked one by one.
 */
function* daysAfter(rule: Recurrence, anchor: string, floor: string): Generator<string> {
  const interval = Math.max(1, Math.floor(rule.interval));
  if (rule.freq === 'daily') {
    const behind = Math.max(1, Math.ceil(daysBetweenDates(anchor, floor) / interval));
    for (let step = behind; ; step += 1) yield addDaysToDate(anchor, step * interval);
  }
  if (rule.freq === 'weekly') {
    const weekdays = [...new Set(rule.byWeekday?.length ? rule.byWeekday : [weekdayOf(anchor)])].sort();
    const weekStart = addDaysToDate(anchor, -weekdayOf(anchor));
    const weeksBehind = Math.max(0, Math.floor(daysBetweenDates(weekStart, floor) / 7 / interval));
    for (let week = weeksBehind; ; week += 1) {
      const start = addDaysToDate(weekStart, week * 7 * interval);
      for (const weekday of weekdays) {
        const day = addDaysToDate(start, weekday);
        if (day > anchor) yield day;
      }
    }
  }
  const day = rule.byMonthDay ?? +anchor.slice(8, 10);
  const monthsBehind =
    (+floor.slice(0, 4) - +anchor.slice(0, 4)) * 12 + (+floor.slice(5, 7) - +anchor.slice(5, 7));
  for (let step = Math.max(0, Math.floor(monthsBehind / interval)); ; step += 1) {
    const candidate = monthDay(anchor, step * interval, day);
    if (candidate > anchor) yield candidate;
  }
}

/** The instant a due on `date` begins: its time on the site's clock, or the day's first moment. */
const instantOfDue = (date: string, time: string | null, timeZone: string): string =>
  instantOfLocal(date, time ?? '00:00', timeZone);

/** Whether a due on `date` (beginning at `instant`) lies on or before the series' `until`. */
function withinUntil(rule: Recurrence, date: string, instant: string): boolean {
  if (!rule.until) return true;
  return isDueDay(rule.until) ? date <= rule.until : Date.parse(instant) <= Date.parse(rule.until);
}

export interface NextOccurrenceInput {
  rule: Recurrence;
  /** The due of the occurrence just completed. */
  due: Due;
  /** When it was completed (ISO 8601). */
  completedAt: string;
  /** Now (ISO 8601): the next occurrence lies after it. */
  now: string;
  timeZone: string;
}

/**
 * The due of the occurrence after a completed one, or null when the series has ended (`until`). A day
 * stays a day and a time stays the same time on the site's clock. From `due`, the series keeps its own
 * days and the first of them still to come is next (a daily task five days overdue comes next
 * tomorrow, or today if its time has not come); from `completion`, the steps count from the day it was
 * completed.
 */
export function nextOccurrence({ rule, due, completedAt, now, timeZone }: NextOccurrenceInput): Due | null {
  const { date: dueDate, time } = wallOf(due, timeZone);
  const anchor = rule.from === 'completion' ? localDateTime(completedAt, timeZone).date : dueDate;
  const today = localDateTime(now, timeZone).date;
  const nowMs = Date.parse(now);
  for (const date of daysAfter(rule, anchor, today)) {
    const instant = instantOfDue(date, time, timeZone);
    if (!withinUntil(rule, date, instant)) return null;
    // A day is to come from tomorrow on (today's may already be done); a time, from the next minute on.
    if (time === null ? date > today : Date.parse(instant) > nowMs) return time === null ? date : instant;
  }
  return null; // unreachable: the series' days never run out
}

/**
 * The dues of a series from `first` (included) up to `to` (an instant, excluded), at most `limit` of
 * them: what a calendar shows of the occurrences to come, each where completing the one before on its
 * due would put it.
 */
export function occurrencesUntil(
  rule: Recurrence,
  first: Due,
  to: string,
  timeZone: string,
  limit = 1000,
): Due[] {
  const { date: firstDate, time } = wallOf(first, timeZone);
  const toMs = Date.parse(to);
  const dues: Due[] = [];
  const days = daysAfter({ ...rule, from: 'due' }, firstDate, firstDate);
  for (let date = firstDate; dues.length < limit; date = days.next().value as string) {
    const instant = instantOfDue(date, time, timeZone);
    if (Date.parse(instant) >= toMs || !withinUntil(rule, date, instant)) break;
    dues.push(time === null ? date : instant);
  }
  return dues;
}

import { isDueDay } from '@canopy/shared/recurrence';
import { addDaysToDate, localDate } from '@canopy/shared/site-days';
import type { TaskDueFilter } from '@canopy/shared/tasks';

/** Statuses a task is finished in: never overdue, never moved by its series or its template. */
export const CLOSED_TASK_STATUSES = ['done', 'rejected'] as const;
export const isOpenTask = (status: string): boolean =>
  !(CLOSED_TASK_STATUSES as readonly string[]).includes(status);

/**
 * A due as stored: a day as given, an instant in UTC (so instants compare as text), and its day on the
 * site's calendar, counted in application code with the site's zone.
 */
export function dueColumns(
  dueAt: string | null,
  timeZone: string,
): { due_at: string | null; due_day: string | null } {
  if (!dueAt) return { due_at: null, due_day: null };
  if (isDueDay(dueAt)) return { due_at: dueAt, due_day: dueAt };
  const instant = new Date(dueAt).toISOString();
  return { due_at: instant, due_day: localDate(instant, timeZone) };
}

/** Overdue: a day before today, or an instant before now; never once done or rejected. */
export function isOverdue(
  task: { status: string; dueAt: string | null; dueDay: string | null },
  today: string,
  nowMs: number,
): boolean {
  if (!task.dueAt || !task.dueDay || !isOpenTask(task.status)) return false;
  return isDueDay(task.dueAt) ? task.dueDay < today : Date.parse(task.dueAt) < nowMs;
}

/** What a due filter asks of the list, on the site's calendar: today, overdue, or today and 6 days on. */
export interface DueWindow {
  filter: TaskDueFilter;
  today: string;
  /** The last day of `week`. */
  lastDay: string;
  /** Now in UTC: an instant due today before it is overdue already. */
  now: string;
}

export const dueWindow = (filter: TaskDueFilter, now: Date, timeZone: string): DueWindow => {
  const today = localDate(now, timeZone);
  return { filter, today, lastDay: addDaysToDate(today, 6), now: now.toISOString() };
};

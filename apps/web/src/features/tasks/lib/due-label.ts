import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import { isDueDay } from '@canopy/shared/recurrence';
import { formatDateTime } from '../../../lib/dates';

/** How a due stands today: past (overdue), today, or later. */
export type DueTone = 'overdue' | 'today' | 'later';

export interface DueLabel {
  tone: DueTone;
  /** The day, or the day and time, in the site's zone ("02/12/2026", "02/12/2026, 09:00"). */
  when: string;
  /** The time alone, for a time due today. */
  time: string | null;
}

/** A site day (`2026-12-02`) as the language writes a date: it names no instant, so no zone moves it. */
export const formatDay = (day: string, language: Language): string =>
  formatDateTime(`${day}T12:00:00Z`, language, { dateOnly: true, timeZone: 'UTC' });

const formatTime = (instant: string, language: Language, timeZone: string): string =>
  new Intl.DateTimeFormat(LANGUAGE_INFO[language].locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));

/**
 * A task's due as its chip says it. The server decides `overdue` and the due's site day; `today` is the
 * site's day now. A due without a time is a day, written without one.
 */
export function dueLabel(
  task: { dueAt: string | null; dueDay: string | null; overdue: boolean },
  today: string,
  language: Language,
  timeZone: string,
): DueLabel | null {
  if (!task.dueAt || !task.dueDay) return null;
  const timed = !isDueDay(task.dueAt);
  const tone: DueTone = task.overdue ? 'overdue' : task.dueDay === today ? 'today' : 'later';
  return {
    tone,
    when: timed ? formatDateTime(task.dueAt, language, { timeZone }) : formatDay(task.dueDay, language),
    time: timed ? formatTime(task.dueAt, language, timeZone) : null,
  };
}

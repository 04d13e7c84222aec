import type { Language } from '@canopy/shared/languages';
import { addDaysToDate } from '@canopy/shared/site-days';

/** The weekday a language's calendar starts on (0 Sunday): Sunday in English and Hebrew, Monday elsewhere. */
export const weekStartOf = (language: Language): number => (language === 'en' || language === 'he' ? 0 : 1);

const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The seven days (`YYYY-MM-DD`) of the week holding `day`. */
export function weekOf(day: string, weekStart: number): string[] {
  const first = addDaysToDate(day, -((weekdayOf(day) - weekStart + 7) % 7));
  return Array.from({ length: 7 }, (_, index) => addDaysToDate(first, index));
}

/** The weeks a month's grid shows: whole weeks from the one holding its 1st to the one holding its last. */
export function monthWeeks(day: string, weekStart: number): string[][] {
  const first = `${day.slice(0, 8)}01`;
  const month = first.slice(0, 7);
  const weeks: string[][] = [];
  for (let week = weekOf(first, weekStart); week.some((d) => d.slice(0, 7) <= month);) {
    weeks.push(week);
    week = weekOf(addDaysToDate(week[6]!, 1), weekStart);
  }
  return weeks;
}

/** The same day a month later or earlier, the last of the month when it has fewer days. */
export function addMonths(day: string, months: number): string {
  const year = +day.slice(0, 4);
  const month = +day.slice(5, 7) - 1 + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(+day.slice(8, 10), last))).toISOString().slice(0, 10);
}

import { test } from '@playwright/test';

const DAY_MS = 86_400_000;

/** The site day (`2026-12-01`) of an instant. */
export const siteDay = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** The day `days` after a site day (noon keeps clear of any zone's midnight). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A site day as English screens write it (en-GB: 01/12/2026). */
export const shownDay = (day: string) => day.split('-').reverse().join('/');

/**
 * The site's today, for a test that works it out once and expects it to hold to its end ("Due today"):
 * within `marginMs` of the site's midnight it first waits for the new day, so a run across midnight
 * cannot see its own today turn into yesterday. The wait is added to the test's time limit.
 */
export async function todayClearOfMidnight(timeZone: string, marginMs = 2 * 60_000): Promise<string> {
  const now = Date.now();
  if (siteDay(now + marginMs, timeZone) === siteDay(now, timeZone)) return siteDay(now, timeZone);
  const tomorrow = siteDay(now + marginMs, timeZone);
  test.info().setTimeout(test.info().timeout + marginMs);
  while (siteDay(Date.now(), timeZone) !== tomorrow) await new Promise((wake) => setTimeout(wake, 1000));
  return tomorrow;
}

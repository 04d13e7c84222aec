import { localDate } from '@canopy/shared/site-days';

/** `R-2026-014`: the run's year in the site's zone, then the next number of that year. */
export function nextRunCode(existing: readonly string[], startedAt: Date, timeZone: string): string {
  const year = localDate(startedAt, timeZone).slice(0, 4);
  const prefix = runCodePrefix(year);
  const numbers = existing
    .filter((code) => code.startsWith(prefix))
    .map((code) => Number(code.slice(prefix.length)))
    .filter((n) => Number.isInteger(n) && n > 0);
  const next = Math.max(0, ...numbers) + 1;
  return `${prefix}${String(next).padStart(3, '0')}`;
}

export const runCodePrefix = (year: string) => `R-${year}-`;

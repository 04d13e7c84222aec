import { addDaysToDate, startOfLocalDate } from '@canopy/shared/site-days';

/**
 * A range of site days (both included) as the instants the API takes, [from, to): the start of the first
 * day and of the day after the last, in the site's zone (never the browser's: a grower abroad reads the
 * site's days).
 */
export function rangeInstants(
  days: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { from?: string; to?: string } {
  return {
    ...(days.from ? { from: startOfLocalDate(days.from, timeZone) } : {}),
    ...(days.to ? { to: startOfLocalDate(addDaysToDate(days.to, 1), timeZone) } : {}),
  };
}

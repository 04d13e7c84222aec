import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import { localDate } from '@canopy/shared/site-days';
import { formatDateTime } from '../../../lib/dates';

/** Whether nobody may enter the room yet: its latest treatment's re-entry interval has not passed. */
export const reEntryRunning = (until: string | null, now: number): until is string =>
  until !== null && Date.parse(until) > now;

/**
 * When the room may be entered again, on the site's clock: the time alone on the site's today ("16:40"),
 * the date too on another day (a long interval, or one that ends after midnight).
 */
export function reEntryTime(until: string, now: number, timeZone: string, language: Language): string {
  if (localDate(until, timeZone) !== localDate(now, timeZone))
    return formatDateTime(until, language, { timeZone });
  return new Intl.DateTimeFormat(LANGUAGE_INFO[language].locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(until));
}

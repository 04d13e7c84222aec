import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';

/** Sunday (0) to Saturday (6) in the language, as the time blocks number them. */
export function weekdayNames(language: string): string[] {
  const locale = LANGUAGE_INFO[language as Language]?.locale ?? 'en';
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day, 12))));
}

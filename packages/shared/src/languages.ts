export const LANGUAGES = ['en', 'ru', 'uk', 'he', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface LanguageInfo {
  /** The language's own name, shown in the switcher. */
  nativeName: string;
  /** ISO 3166 country code of the flag shown beside the name. */
  flag: string;
  /** BCP 47 locale for dates and numbers; en uses en-GB for day/month/year. */
  locale: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { nativeName: 'English', flag: 'gb', locale: 'en-GB', dir: 'ltr' },
  ru: { nativeName: 'Русский', flag: 'ru', locale: 'ru-RU', dir: 'ltr' },
  uk: { nativeName: 'Українська', flag: 'ua', locale: 'uk-UA', dir: 'ltr' },
  he: { nativeName: 'עברית', flag: 'il', locale: 'he-IL', dir: 'rtl' },
  es: { nativeName: 'Español', flag: 'es', locale: 'es-ES', dir: 'ltr' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

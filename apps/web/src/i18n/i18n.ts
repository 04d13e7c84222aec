import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@canopy/shared/constants';
import { LANGUAGES, LANGUAGE_INFO, isLanguage, type Language } from '@canopy/shared/languages';
import type { Catalog } from './locales/en';
import { withPageTexts } from './page-texts';

export const LANGUAGE_STORAGE_KEY = 'canopy.language';

export function getStoredLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : (DEFAULT_LANGUAGE as Language);
}

/** Mirrors the language on <html lang dir> so screen readers and CSS logical properties follow it. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGE_INFO[language].dir;
}

export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : (DEFAULT_LANGUAGE as Language);
}

/**
 * Fetches catalogs that were not given up front when the reader switches to their language, with the texts
 * of the pages already opened (the page on screen re-renders in the new language, never with a raw key).
 */
const catalogBackend = (instance: I18n, load: (language: Language) => Promise<Catalog>): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, done) {
    if (!isLanguage(language)) return done(null, {});
    load(language)
      .then((catalog) => withPageTexts(instance, language, catalog))
      .then(
        (catalog) => done(null, catalog),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
      );
  },
});

/**
 * An i18next instance, usable at once with the catalogs given (the start language must be among them);
 * with `load`, other languages are fetched when chosen.
 */
export function createI18n(
  language: Language,
  catalogs: Partial<Record<Language, Catalog>>,
  load?: (language: Language) => Promise<Catalog>,
): I18n {
  const instance = i18next.createInstance();
  if (load) instance.use(catalogBackend(instance, load));
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(catalogs).map(([lang, catalog]) => [lang, { translation: catalog as Catalog }]),
    ),
    partialBundledLanguages: Boolean(load),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    if (!isLanguage(lng)) return;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    applyDocumentLanguage(lng);
  });
  applyDocumentLanguage(language);
  return instance;
}

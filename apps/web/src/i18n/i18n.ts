import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@canopy/shared/constants';
import { LANGUAGES, LANGUAGE_INFO, isLanguage, type Language } from '@canopy/shared/languages';
import { catalogs } from './resources';

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

/** A fully initialised i18next instance (synchronous: the catalogs are bundled). */
export function createI18n(language: Language = getStoredLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: catalogs[lang] }])),
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

import type { Language } from '@canopy/shared/languages';
import { en, type Catalog } from './locales/en';

/**
 * Each catalog but English is its own chunk: the first paint carries English (the fallback) and the
 * reader's language, not all five, to keep the initial bundle within its 170 KB gzip budget.
 */
const LOADERS: Record<Language, () => Promise<Catalog>> = {
  // English is the fallback every start needs: bundled, not fetched.
  en: () => Promise.resolve(en),
  ru: () => import('./locales/ru').then((module) => module.ru),
  uk: () => import('./locales/uk').then((module) => module.uk),
  he: () => import('./locales/he').then((module) => module.he),
  es: () => import('./locales/es').then((module) => module.es),
};

export const loadCatalog = (language: Language): Promise<Catalog> => LOADERS[language]();

/** The catalogs a start needs before its first render: the reader's language and the fallback. */
export async function loadStartCatalogs(
  language: Language,
  fallback: Language,
): Promise<Partial<Record<Language, Catalog>>> {
  const languages = [...new Set([language, fallback])];
  const loaded = await Promise.all(languages.map(loadCatalog));
  return Object.fromEntries(languages.map((lang, index) => [lang, loaded[index]]));
}

import type { Language } from '@canopy/shared/languages';
import { en } from './locales/en';
import { es } from './locales/es';
import { he } from './locales/he';
import { ru } from './locales/ru';
import { uk } from './locales/uk';
import { pageEn } from './locales/pages/en';
import { pageEs } from './locales/pages/es';
import { pageHe } from './locales/pages/he';
import { pageRu } from './locales/pages/ru';
import { pageUk } from './locales/pages/uk';
import { mergeTexts } from './page-catalogs';

/** The whole catalogs, the first paint's texts and every page's at once (tests and the parity checks). */
export const catalogs = {
  en: mergeTexts(en, pageEn),
  ru: mergeTexts(ru, pageRu),
  uk: mergeTexts(uk, pageUk),
  he: mergeTexts(he, pageHe),
  es: mergeTexts(es, pageEs),
} satisfies Record<Language, object>;

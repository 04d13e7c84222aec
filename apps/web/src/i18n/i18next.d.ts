import 'i18next';
import type { en } from './locales/en';
import type { pageEn } from './locales/pages/en';
import type { MergedTexts } from './page-catalogs';

/**
 * Checks every `t('...')` key against the whole English catalog (the first paint's and the pages' texts),
 * the source all other catalogs must match.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: MergedTexts<typeof en, typeof pageEn> };
  }
}

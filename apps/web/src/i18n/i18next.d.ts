import 'i18next';
import type { en } from './locales/en';

/** Checks every `t('...')` key against the English catalog, the source all other catalogs must match. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

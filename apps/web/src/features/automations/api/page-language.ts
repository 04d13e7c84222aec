import { useTranslation } from '../../../i18n/use-translation';
import type { Language } from '@canopy/shared/languages';
import { currentLanguage } from '../../../i18n/i18n';

/**
 * The language the page is read in: the server words automations' sentences, runs and preview in it
 * (`?lang=`), not in the reader's notification language. A hook so a switch re-renders and refetches.
 */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

/** `path` asking for its words in `lang`. */
export const inLanguage = (path: string, lang: Language): string =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ lang }).toString()}`;

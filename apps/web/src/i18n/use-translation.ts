import { useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

/** One `t` per instance and language, shared by every component: a stable value for memos and props. */
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();
const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();

function fixedT(i18n: I18n, language: string): TFunction {
  let byLanguage = fixedTs.get(i18n);
  if (!byLanguage) fixedTs.set(i18n, (byLanguage = new Map()));
  let t = byLanguage.get(language);
  if (!t) byLanguage.set(language, (t = i18n.getFixedT(language)));
  return t;
}

function subscriberOf(i18n: I18n): (onChange: () => void) => () => void {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

/**
 * The app's `useTranslation`: the reader's `t` and the i18n instance, and a re-render when the language
 * changes. react-i18next's own hook copies the whole i18n instance into a wrapper object for each
 * component it mounts in, and makes a `t` for each: opening /devices at 4x CPU, the copying alone took
 * 17 ms, more than any module of the app's own code. The app has one namespace, loaded before a page
 * renders (a route's loader brings its page texts), so nothing here waits for texts.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(subscriberOf(i18n), () => i18n.language);
  return { t: fixedT(i18n, language), i18n };
}

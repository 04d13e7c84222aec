import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '@canopy/shared/constants';
import { isLanguage, type Language } from '@canopy/shared/languages';
import type { PagePart } from './page-catalogs';

/** The page parts each i18n instance has been given so far: a language it loads later gets them too. */
const partsInUse = new WeakMap<I18n, Set<PagePart>>();

function usedParts(i18n: I18n): Set<PagePart> {
  let parts = partsInUse.get(i18n);
  if (!parts) partsInUse.set(i18n, (parts = new Set()));
  return parts;
}

/**
 * A route's `loader`: adds the texts of its page parts to `i18n` in every language it holds (the reader's
 * and the fallback, English, at least) before the page renders, so it never shows a raw key. The texts and
 * their table (`page-catalogs.ts`) are chunks of their own: the first paint carries none of them.
 */
export async function loadPageTexts(i18n: I18n, parts: readonly PagePart[]): Promise<void> {
  // Registered first: a language whose catalog is being fetched right now picks them up (`withPageTexts`).
  for (const part of parts) usedParts(i18n).add(part);
  const languages = [i18n.language, DEFAULT_LANGUAGE, ...Object.keys(i18n.store.data)].filter(isLanguage);
  const { withTexts } = await import('./page-catalogs');
  const loaded = await Promise.all(
    [...new Set(languages)].map(async (language) => ({ language, texts: await withTexts(parts, language) })),
  );
  for (const { language, texts } of loaded)
    i18n.addResourceBundle(language, 'translation', texts, true, true);
}

/**
 * A language's first-paint catalog with the texts of every page part `i18n` has been given: what its
 * backend hands i18next when the reader switches language, so the page on screen stays translated.
 */
export async function withPageTexts<Catalog extends object>(
  i18n: I18n,
  language: Language,
  catalog: Catalog,
): Promise<Catalog> {
  const done = new Set<PagePart>();
  let merged: object = catalog;
  // Parts a route adds while these load are picked up by the next round.
  for (
    let todo = [...usedParts(i18n)];
    todo.length > 0;
    todo = [...usedParts(i18n)].filter((p) => !done.has(p))
  ) {
    todo.forEach((part) => done.add(part));
    const { withTexts } = await import('./page-catalogs');
    merged = await withTexts(todo, language, merged);
  }
  return merged as Catalog;
}

/** A route's `loader` that loads its page's texts (`loadPageTexts`). */
export const pageTextsLoader =
  (...parts: PagePart[]) =>
  ({ context }: { context: { i18n: I18n } }): Promise<void> =>
    loadPageTexts(context.i18n, parts);

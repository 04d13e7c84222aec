import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@canopy/shared/languages';
import { createI18n } from './i18n';
import { loadCatalog } from './load-catalog';
import { en } from './locales/en';
import { es } from './locales/es';
import { he } from './locales/he';
import { pageEn } from './locales/pages/en';
import { pageEs } from './locales/pages/es';
import { pageHe } from './locales/pages/he';
import { pageRu } from './locales/pages/ru';
import { pageUk } from './locales/pages/uk';
import { ru } from './locales/ru';
import { uk } from './locales/uk';
import { loadPageTexts } from './page-texts';

/** Every leaf path, segments joined with ' > ' (error-code keys hold dots of their own). */
function leaves(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? leaves(child as object, `${prefix}${key} > `)
      : [`${prefix}${key}`],
  );
}

describe('page texts', () => {
  const firstPaint = { en, ru, uk, he, es };
  const pages = { en: pageEn, ru: pageRu, uk: pageUk, he: pageHe, es: pageEs };

  it.each(LANGUAGES)(
    '%s: no key is both in the first paint catalog and among the pages texts',
    (language) => {
      const initial = new Set(leaves(firstPaint[language]));
      expect(leaves(pages[language]).filter((key) => initial.has(key))).toEqual([]);
    },
  );

  it('adds a page part in the reader language and the fallback before the page renders', async () => {
    const i18n = createI18n('he', { he, en }, loadCatalog);
    expect(i18n.exists('audit.summary.session.logout')).toBe(false);
    await loadPageTexts(i18n, ['audit']);
    expect(i18n.t('audit.summary.session.logout')).toBe(pageHe.audit.summary.session.logout);
    expect(i18n.t('audit.nav')).toBe(he.audit.nav);
    expect(i18n.getFixedT('en')('audit.summary.session.logout')).toBe('Logged out');
  });

  it('gives a language chosen later the parts already loaded, nested sections merged', async () => {
    const i18n = createI18n('en', { en }, loadCatalog);
    await loadPageTexts(i18n, ['sessions', 'audit']);
    await i18n.changeLanguage('ru');
    expect(i18n.language).toBe('ru');
    expect(i18n.t('sessions.admin.title')).toBe(pageRu.sessions.admin.title);
    expect(i18n.t('sessions.admin.nav')).toBe(ru.sessions.admin.nav);
    expect(i18n.t('audit.title')).toBe(pageRu.audit.title);
  });
});

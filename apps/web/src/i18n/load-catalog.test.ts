import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { loadCatalog, loadStartCatalogs } from './load-catalog';
import { en } from './locales/en';
import { he } from './locales/he';

describe('catalogs loaded on demand', () => {
  it('starts with the reader’s language and English only', async () => {
    const start = await loadStartCatalogs('he', 'en');
    expect(Object.keys(start).sort()).toEqual(['en', 'he']);
    expect(start.he?.nav.news).toBe(he.nav.news);
  });

  it('fetches a language when the reader switches to it, once', async () => {
    const load = vi.fn(loadCatalog);
    const i18n = createI18n('en', { en }, load);
    expect(i18n.t('nav.news')).toBe(en.nav.news);
    await i18n.changeLanguage('he');
    expect(i18n.t('nav.news')).toBe(he.nav.news);
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('he');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('he');
  });
});

import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { loadCatalog } from '../i18n/load-catalog';
import { en } from '../i18n/locales/en';
import { logInAs } from '../testing/tokens';
import { createAppRouter } from './router';

/**
 * A text of each page part a page reads (its sections left the first paint's catalog): the component
 * tests render with the whole catalogs, so only the route's loader shows whether the page gets them.
 */
const PAGE_TEXTS: Record<string, readonly string[]> = {
  '/bugs': ['bugs.title', 'comments.title'],
  '/tasks': ['tasks.title', 'comments.title'],
  '/news': ['news.title'],
  '/news-admin': ['news.adminTitle'],
  '/strains': ['strains.title'],
  '/strains-admin': ['strains.adminTitle'],
  '/strain/white-widow': ['strains.title', 'diary.title', 'cuttings.title', 'labels.select'],
  '/cuttings': ['cuttings.title', 'labels.printAll'],
  '/cutting/c-1': ['cuttings.lineage.title', 'diary.title', 'labels.size'],
  '/cuttings-admin': [
    'cuttings.admin.title',
    'cuttings.title',
    'strains.title',
    'diary.title',
    'labels.size',
  ],
  '/runs/run-1': ['labels.download'],
  '/rooms/room-1': ['steering.title', 'steering.source.meter'],
  '/runs/compare': ['runCompare.title', 'runs.climate.marks.stage', 'weights.units.g', 'feeding.quantity'],
};

describe('route page texts', () => {
  it.each(Object.entries(PAGE_TEXTS))('%s loads the texts its page reads', async (path, keys) => {
    logInAs();
    // A copy: i18next adds page texts into the catalog object it was given.
    const i18n = createI18n('en', { en: structuredClone(en) }, loadCatalog);
    expect(keys.filter((key) => i18n.exists(key))).toEqual([]);
    const router = createAppRouter(i18n, createMemoryHistory({ initialEntries: [path] }));
    await router.load();
    expect(router.state.location.pathname).toBe(path);
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, visibleNavItems, type NavItem } from './nav-config';

describe('navbar configuration', () => {
  it('lists every SPEC item once, with only the built pages marked ready', () => {
    expect(NAV_ITEMS.map((item) => item.labelKey)).toEqual([
      'nav.news',
      'nav.devices',
      'nav.strains',
      'nav.cuttings',
      'nav.bugs',
      'nav.tasks',
      'nav.manageCuttings',
      'nav.manageStrains',
      'nav.manageNews',
      'nav.users',
      'nav.adminPanel',
    ]);
    expect(NAV_ITEMS.filter((item) => item.ready).map((item) => item.to)).toEqual([
      '/news',
      '/strains',
      '/strains-admin',
      '/news-admin',
      '/users',
    ]);
  });

  it('renders no unready page, so nothing links to a blank page', () => {
    const paths = (actor: Parameters<typeof visibleNavItems>[0]) =>
      visibleNavItems(actor).map((item) => item.to);
    expect(paths(null)).toEqual(['/news', '/strains']);
    expect(paths({ id: 'a', role: 'admin' })).toEqual([
      '/news',
      '/strains',
      '/strains-admin',
      '/news-admin',
      '/users',
    ]);
    expect(paths({ id: 's', role: 'superuser' })).toEqual([
      '/news',
      '/strains',
      '/strains-admin',
      '/news-admin',
    ]);
    expect(paths({ id: 'u', role: 'user' })).toEqual(['/news', '/strains']);
  });

  it('shows an item by role once it is ready', () => {
    const items: NavItem[] = NAV_ITEMS.map((item) => ({ ...item, ready: true, to: '/' }));
    const labels = (role: 'user' | 'superuser' | 'admin' | null): string[] =>
      visibleNavItems(role ? { id: 'x', role } : null, items).map((item) => item.labelKey);
    expect(labels(null)).toEqual([
      'nav.news',
      'nav.devices',
      'nav.strains',
      'nav.cuttings',
      'nav.bugs',
      'nav.tasks',
    ]);
    // News and strains are public pages: linked for logged-in users too.
    expect(labels('user')).toEqual(['nav.news', 'nav.strains']);
    expect(labels('superuser')).toEqual([
      'nav.news',
      'nav.strains',
      'nav.manageCuttings',
      'nav.manageStrains',
      'nav.manageNews',
    ]);
    expect(labels('admin')).toEqual([
      'nav.news',
      'nav.strains',
      'nav.manageCuttings',
      'nav.manageStrains',
      'nav.manageNews',
      'nav.users',
      'nav.adminPanel',
    ]);
  });
});

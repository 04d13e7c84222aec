import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, visibleNavItems, type NavItem } from './nav-config';

describe('navbar configuration', () => {
  it('lists every navbar item once, with only the built pages marked ready', () => {
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
      'nav.webhooks',
      'sessions.admin.nav',
      'audit.nav',
      'trash.nav',
      'nav.adminPanel',
    ]);
    expect(NAV_ITEMS.filter((item) => item.ready).map((item) => item.to)).toEqual([
      '/news',
      '/devices',
      '/strains',
      '/cuttings',
      '/bugs',
      '/tasks',
      '/cuttings-admin',
      '/strains-admin',
      '/news-admin',
      '/users',
      '/admin/webhooks',
      '/admin/tokens',
      '/audit',
      '/trash',
    ]);
  });

  it('renders no unready page, so nothing links to a blank page', () => {
    const paths = (role: 'user' | 'superuser' | 'admin' | null): string[] =>
      visibleNavItems(role ? { id: 'x', role } : null).map((item) => item.to);
    const main = ['/news', '/devices', '/strains', '/cuttings', '/bugs', '/tasks'];
    expect(paths(null)).toEqual(main);
    expect(paths('user')).toEqual(main);
    expect(paths('superuser')).toEqual([
      ...main,
      '/cuttings-admin',
      '/strains-admin',
      '/news-admin',
      '/trash',
    ]);
    expect(paths('admin')).toEqual([
      ...main,
      '/cuttings-admin',
      '/strains-admin',
      '/news-admin',
      '/users',
      '/admin/webhooks',
      '/admin/tokens',
      '/audit',
      '/trash',
    ]);
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
    const everyone = ['nav.news', 'nav.devices', 'nav.strains', 'nav.cuttings', 'nav.bugs', 'nav.tasks'];
    expect(labels('user')).toEqual(everyone);
    expect(labels('superuser')).toEqual([
      ...everyone,
      'nav.manageCuttings',
      'nav.manageStrains',
      'nav.manageNews',
      'trash.nav',
    ]);
    expect(labels('admin')).toEqual([
      ...everyone,
      'nav.manageCuttings',
      'nav.manageStrains',
      'nav.manageNews',
      'nav.users',
      'nav.webhooks',
      'sessions.admin.nav',
      'audit.nav',
      'trash.nav',
      'nav.adminPanel',
    ]);
  });
});

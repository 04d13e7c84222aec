import { describe, expect, it } from 'vitest';
import type { Role } from '@canopy/shared/roles';
import { bottomBarItems, NAV_GROUPS, visibleNavGroups, type NavGroup } from './nav-config';

const actor = (role: Role | null) => (role ? { id: 'x', role } : null);

/** What a role sees: each group's id with its items' paths. */
const seen = (role: Role | null, groups?: NavGroup[]) =>
  visibleNavGroups(actor(role), groups).map((group) => [group.id, group.items.map((item) => item.to)]);

/** The crop group every logged-in role sees alike, spelled out once for the three roles' tests. */
const LOGGED_IN_CROP = [
  '/cuttings',
  '/strains',
  '/rooms',
  '/runs',
  '/runs/compare',
  '/mothers',
  '/yields',
  '/feeding',
  '/automations',
];

describe('navigation configuration', () => {
  it('groups every destination by what people do, each page once', () => {
    expect(NAV_GROUPS.map((group) => group.id)).toEqual(['crop', 'climate', 'team', 'admin']);
    const paths = NAV_GROUPS.flatMap((group) => group.items.map((item) => item.to));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names the administration group with SPEC\'s "Admin panel"', () => {
    expect(NAV_GROUPS.find((group) => group.id === 'admin')?.labelKey).toBe('nav.adminPanel');
  });

  it("shows a visitor the pages of SPEC's logged-out navbar, and no empty group", () => {
    expect(seen(null)).toEqual([
      ['crop', ['/cuttings', '/strains']],
      ['climate', ['/devices']],
      ['team', ['/tasks', '/bugs', '/news']],
    ]);
  });

  it('adds rooms, runs and their comparison, mothers, yields, feeding, automations, alerts and the device comparison for a plain user, and no administration', () => {
    expect(seen('user')).toEqual([
      ['crop', LOGGED_IN_CROP],
      ['climate', ['/devices', '/alerts', '/devices/compare']],
      ['team', ['/tasks', '/bugs', '/news']],
    ]);
  });

  it('gives superusers the alert rules and what they manage: strains, cuttings, news and the trash', () => {
    expect(seen('superuser')).toEqual([
      ['crop', LOGGED_IN_CROP],
      ['climate', ['/devices', '/alerts', '/alerts/rules', '/devices/compare']],
      ['team', ['/tasks', '/bugs', '/news']],
      ['admin', ['/strains-admin', '/cuttings-admin', '/news-admin', '/trash']],
    ]);
  });

  it('gives admins the whole administration group', () => {
    expect(seen('admin')).toEqual([
      ['crop', LOGGED_IN_CROP],
      ['climate', ['/devices', '/alerts', '/alerts/rules', '/devices/compare']],
      ['team', ['/tasks', '/bugs', '/news']],
      [
        'admin',
        [
          '/users',
          '/strains-admin',
          '/cuttings-admin',
          '/news-admin',
          '/admin/webhooks',
          '/admin/tokens',
          '/audit',
          '/trash',
          '/admin/site',
        ],
      ],
    ]);
  });

  it('renders no unready page, so nothing links to a blank page', () => {
    const groups: NavGroup[] = [
      {
        id: 'crop',
        labelKey: 'shell.groups.crop',
        items: [
          { labelKey: 'nav.cuttings', to: '/cuttings', visible: () => true, ready: true, icon: 'cuttings' },
          { labelKey: 'nav.strains', to: '/rooms', visible: () => true, ready: false, icon: 'strains' },
        ],
      },
      {
        id: 'team',
        labelKey: 'shell.groups.team',
        items: [{ labelKey: 'nav.news', to: '/runs', visible: () => true, ready: false, icon: 'news' }],
      },
    ];
    expect(seen('admin', groups)).toEqual([['crop', ['/cuttings']]]);
  });

  it('puts devices, runs, tasks, cuttings and alerts in the bottom bar, as far as the role may open them', () => {
    const bar = (role: Role | null) => bottomBarItems(visibleNavGroups(actor(role))).map((item) => item.to);
    expect(bar('user')).toEqual(['/devices', '/runs', '/tasks', '/cuttings', '/alerts']);
    expect(bar('admin')).toEqual(['/devices', '/runs', '/tasks', '/cuttings', '/alerts']);
    expect(bar(null)).toEqual(['/devices', '/tasks', '/cuttings']);
  });
});

import {
  canEditSite,
  canManageAllApiTokens,
  canManageWebhooks,
  canReadDevices,
  canViewCrop,
  canViewFeeding,
  isAdmin,
  isLoggedIn,
  isStaff,
  type Actor,
} from '@canopy/shared/permissions';
import type { AppPath } from '../components/layout/nav-groups';
import type { NavIconName } from '../components/layout/nav-icons';
import type { TranslationKey } from '../i18n/translation-key';

interface NavItemBase {
  /** i18n key of the visible text, which is also the link's accessible name. */
  labelKey: TranslationKey;
  /** Who sees the item once it is ready: the same predicates the pages and the server use. */
  visible: (actor: Actor | null) => boolean;
  icon: NavIconName;
  /** Deeper pages that belong to this item (a cutting's page to Cuttings): marked as its section. */
  sections?: string[];
}

/** A page that exists links with a checked route path; a planned page only names its future path. */
export type NavItem = NavItemBase & ({ ready: true; to: AppPath } | { ready: false; to: string });
export type ReadyNavItem = Extract<NavItem, { ready: true }>;

export type NavGroupId = 'crop' | 'climate' | 'team' | 'admin';

export interface NavGroup<Item extends NavItem = NavItem> {
  id: NavGroupId;
  /** The group's heading; the administration group's is SPEC's "Admin panel". */
  labelKey: TranslationKey;
  items: Item[];
}

/** Logged-out visitors see login-only pages too; the route guard sends them to /login. */
const everyone = (_actor: Actor | null): boolean => true;

/**
 * The single list of navigation entries, grouped by what people do. Only items marked `ready` are
 * rendered, so nothing links to a blank page: automations take their place in these groups when their
 * pages exist.
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'crop',
    labelKey: 'shell.groups.crop',
    items: [
      // The main pages are linked for everyone (SPEC's logged-out navbar); login pages send visitors to /login.
      {
        labelKey: 'nav.cuttings',
        to: '/cuttings',
        visible: everyone,
        ready: true,
        icon: 'cuttings',
        sections: ['/cutting/'],
      },
      {
        labelKey: 'nav.strains',
        to: '/strains',
        visible: everyone,
        ready: true,
        icon: 'strains',
        sections: ['/strain/'],
      },
      {
        labelKey: 'nav.rooms',
        to: '/rooms',
        visible: canViewCrop,
        ready: true,
        icon: 'rooms',
        sections: ['/rooms/'],
      },
      {
        labelKey: 'nav.runs',
        to: '/runs',
        visible: isLoggedIn,
        ready: true,
        icon: 'runs',
        sections: ['/runs/'],
      },
      {
        labelKey: 'nav.compareRuns',
        to: '/runs/compare',
        visible: isLoggedIn,
        ready: true,
        icon: 'compare',
      },
      {
        labelKey: 'nav.mothers',
        to: '/mothers',
        visible: isLoggedIn,
        ready: true,
        icon: 'mothers',
      },
      {
        labelKey: 'nav.yields',
        to: '/yields',
        visible: isLoggedIn,
        ready: true,
        icon: 'yields',
      },
      {
        labelKey: 'nav.feeding',
        to: '/feeding',
        visible: canViewFeeding,
        ready: true,
        icon: 'feeding',
      },
      {
        labelKey: 'nav.automations',
        to: '/automations',
        visible: isLoggedIn,
        ready: true,
        icon: 'automations',
        sections: ['/automations/'],
      },
    ],
  },
  {
    id: 'climate',
    labelKey: 'shell.groups.climate',
    items: [
      {
        labelKey: 'nav.devices',
        to: '/devices',
        visible: everyone,
        ready: true,
        icon: 'devices',
        sections: ['/devices/', '/device/'],
      },
      { labelKey: 'shell.alerts', to: '/alerts', visible: isLoggedIn, ready: true, icon: 'alerts' },
      {
        labelKey: 'shell.alertRules',
        to: '/alerts/rules',
        visible: isStaff,
        ready: true,
        icon: 'alertRules',
      },
      {
        labelKey: 'compare.link',
        to: '/devices/compare',
        visible: canReadDevices,
        ready: true,
        icon: 'compare',
      },
    ],
  },
  {
    id: 'team',
    labelKey: 'shell.groups.team',
    items: [
      { labelKey: 'nav.tasks', to: '/tasks', visible: everyone, ready: true, icon: 'tasks' },
      { labelKey: 'nav.bugs', to: '/bugs', visible: everyone, ready: true, icon: 'bugs' },
      { labelKey: 'nav.news', to: '/news', visible: everyone, ready: true, icon: 'news' },
    ],
  },
  {
    id: 'admin',
    labelKey: 'nav.adminPanel',
    items: [
      { labelKey: 'nav.users', to: '/users', visible: isAdmin, ready: true, icon: 'users' },
      { labelKey: 'nav.manageStrains', to: '/strains-admin', visible: isStaff, ready: true, icon: 'strains' },
      {
        labelKey: 'nav.manageCuttings',
        to: '/cuttings-admin',
        visible: isStaff,
        ready: true,
        icon: 'cuttings',
      },
      { labelKey: 'nav.manageNews', to: '/news-admin', visible: isStaff, ready: true, icon: 'news' },
      {
        labelKey: 'nav.webhooks',
        to: '/admin/webhooks',
        visible: canManageWebhooks,
        ready: true,
        icon: 'webhooks',
      },
      {
        labelKey: 'sessions.admin.nav',
        to: '/admin/tokens',
        visible: canManageAllApiTokens,
        ready: true,
        icon: 'tokens',
      },
      { labelKey: 'audit.nav', to: '/audit', visible: isAdmin, ready: true, icon: 'audit' },
      { labelKey: 'trash.nav', to: '/trash', visible: isStaff, ready: true, icon: 'trash' },
      { labelKey: 'nav.siteSettings', to: '/admin/site', visible: canEditSite, ready: true, icon: 'site' },
    ],
  },
];

/** The destinations a grower uses most on the floor: the phone's bottom bar. */
export const BOTTOM_BAR_PATHS: readonly AppPath[] = ['/devices', '/runs', '/tasks', '/cuttings', '/alerts'];

const isReady = (item: NavItem): item is ReadyNavItem => item.ready;

/** The groups as this user sees them: ready items the role may open, and no empty group. */
export function visibleNavGroups(
  actor: Actor | null,
  groups: NavGroup[] = NAV_GROUPS,
): NavGroup<ReadyNavItem>[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter(isReady).filter((item) => item.visible(actor)) }))
    .filter((group) => group.items.length > 0);
}

/** The bottom bar's items this user may open, in the bar's order. */
export function bottomBarItems(groups: NavGroup<ReadyNavItem>[]): ReadyNavItem[] {
  const items = groups.flatMap((group) => group.items);
  return BOTTOM_BAR_PATHS.flatMap((path) => items.filter((item) => item.to === path));
}

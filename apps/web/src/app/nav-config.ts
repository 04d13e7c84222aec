import {
  canManageAllApiTokens,
  canManageWebhooks,
  isAdmin,
  isStaff,
  type Actor,
} from '@canopy/shared/permissions';
import type { AppPath } from '../components/layout/nav-links';
import type { TranslationKey } from '../i18n/translation-key';

interface NavItemBase {
  /** i18n key of the visible text, which is also the link's accessible name. */
  labelKey: TranslationKey;
  /** Who sees the item once it is ready. */
  visible: (actor: Actor | null) => boolean;
}

/** A page that exists links with a checked route path; a planned page only names its future path. */
export type NavItem = NavItemBase & ({ ready: true; to: AppPath } | { ready: false; to: string });
export type ReadyNavItem = Extract<NavItem, { ready: true }>;

/** Logged-out visitors see login-only pages too; the route guard sends them to /login. */
const everyone = (_actor: Actor | null): boolean => true;

/**
 * The single list of navbar entries. Only items marked `ready` are rendered, so nothing links to a
 * blank page.
 */
export const NAV_ITEMS: NavItem[] = [
  // The main pages are linked for everyone; pages that need a login send visitors to /login.
  { labelKey: 'nav.news', to: '/news', visible: everyone, ready: true },
  { labelKey: 'nav.devices', to: '/devices', visible: everyone, ready: true },
  { labelKey: 'nav.strains', to: '/strains', visible: everyone, ready: true },
  { labelKey: 'nav.cuttings', to: '/cuttings', visible: everyone, ready: true },
  { labelKey: 'nav.bugs', to: '/bugs', visible: everyone, ready: true },
  { labelKey: 'nav.tasks', to: '/tasks', visible: everyone, ready: true },
  { labelKey: 'nav.manageCuttings', to: '/cuttings-admin', visible: isStaff, ready: true },
  { labelKey: 'nav.manageStrains', to: '/strains-admin', visible: isStaff, ready: true },
  { labelKey: 'nav.manageNews', to: '/news-admin', visible: isStaff, ready: true },
  { labelKey: 'nav.users', to: '/users', visible: isAdmin, ready: true },
  { labelKey: 'nav.webhooks', to: '/admin/webhooks', visible: canManageWebhooks, ready: true },
  { labelKey: 'sessions.admin.nav', to: '/admin/tokens', visible: canManageAllApiTokens, ready: true },
  { labelKey: 'audit.nav', to: '/audit', visible: isAdmin, ready: true },
  { labelKey: 'trash.nav', to: '/trash', visible: isStaff, ready: true },
  { labelKey: 'nav.adminPanel', to: '/admin', visible: isAdmin, ready: false },
];

export function visibleNavItems(actor: Actor | null, items: NavItem[] = NAV_ITEMS): ReadyNavItem[] {
  return items.filter((item): item is ReadyNavItem => item.ready && item.visible(actor));
}

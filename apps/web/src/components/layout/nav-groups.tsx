import { useId, type ReactNode } from 'react';
import { Link, useRouterState, type RegisteredRouter } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { TranslationKey } from '../../i18n/translation-key';
import { NavIcon, type NavIconName } from './nav-icons';

/** Every path of the registered route tree: a link to anything else does not compile. */
export type AppPath = keyof RegisteredRouter['routesByPath'];

export interface ShellNavItem {
  labelKey: TranslationKey;
  to: AppPath;
  icon: NavIconName;
  /** Deeper pages that belong to this item (`/cutting/` to Cuttings): marked as its section, not as it. */
  sections?: string[];
}

export interface ShellNavGroup {
  id: string;
  labelKey: TranslationKey;
  items: ShellNavItem[];
}

/** The item whose section the page is in, when no item is the page itself. */
export function sectionItem(items: ShellNavItem[], pathname: string): ShellNavItem | undefined {
  if (items.some((item) => item.to === pathname)) return undefined;
  return items.find((item) => item.sections?.some((prefix) => pathname.startsWith(prefix)));
}

export interface NavLinkProps {
  item: ShellNavItem;
  className: string;
  /** The page is under this item (a cutting's page under Cuttings). */
  inSection: boolean;
  /** The text is visually hidden (a collapsed rail): a tooltip shows it on hover. */
  compact?: boolean;
  onNavigate?: () => void;
}

/**
 * One navigation link: icon and text; the text is the accessible name. The router marks the link of the
 * page itself (exactly, whatever its search) with aria-current="page".
 */
export function NavLink({
  item,
  className,
  inSection,
  compact = false,
  onNavigate,
}: NavLinkProps): ReactNode {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  return (
    <Link
      to={item.to}
      className={className}
      activeOptions={{ exact: true, includeSearch: false }}
      data-section={inSection ? 'true' : undefined}
      title={compact ? label : undefined}
      onClick={onNavigate}
    >
      <NavIcon name={item.icon} />
      <span className="canopy-nav-label">{label}</span>
    </Link>
  );
}

export interface NavGroupsProps {
  groups: ShellNavGroup[];
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The groups, each a named group of links under its heading. */
export function NavGroups({ groups, collapsed = false, onNavigate }: NavGroupsProps): ReactNode {
  const { t } = useTranslation();
  const idPrefix = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = sectionItem(
    groups.flatMap((group) => group.items),
    pathname,
  );
  return groups.map((group) => {
    const headingId = `${idPrefix}-${group.id}`;
    return (
      <div key={group.id} role="group" aria-labelledby={headingId} className="canopy-nav-group">
        <div id={headingId} className="canopy-nav-heading">
          {t(group.labelKey)}
        </div>
        <ul className="canopy-nav-list">
          {group.items.map((item) => (
            <li key={item.to}>
              <NavLink
                item={item}
                className="canopy-nav-link"
                inSection={item === section}
                compact={collapsed}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  });
}

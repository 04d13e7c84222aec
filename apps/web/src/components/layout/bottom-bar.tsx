import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink, sectionItem, type ShellNavItem } from './nav-groups';

/** The phone's bottom bar (below 600 px; the shell's CSS hides it elsewhere): the pages most used on the floor. */
export function BottomBar({ items }: { items: ShellNavItem[] }): ReactNode {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (items.length === 0) return null;
  const section = sectionItem(items, pathname);
  return (
    <nav aria-label={t('shell.bottomNav')} className="canopy-bottombar">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink item={item} className="canopy-bottombar-link" inSection={item === section} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NavGroups, type ShellNavGroup } from './nav-groups';
import { NavIcon } from './nav-icons';
import { useSideNavCollapsed } from './use-side-nav-collapsed';

/**
 * The desktop side navigation (from 1024 px; the shell's CSS hides it below): the groups and a button that
 * collapses it to its icons, remembered in this browser. It sits at the start of the reading direction,
 * on the right in Hebrew.
 */
export function SideNav({ groups }: { groups: ShellNavGroup[] }): ReactNode {
  const { t } = useTranslation();
  const [collapsed, toggle] = useSideNavCollapsed();
  const listId = useId();
  const toggleLabel = t(collapsed ? 'shell.expand' : 'shell.collapse');
  return (
    <div className="canopy-sidenav" data-collapsed={collapsed ? 'true' : 'false'}>
      <nav aria-label={t('nav.label')} id={listId} className="canopy-sidenav-groups">
        <NavGroups groups={groups} collapsed={collapsed} />
      </nav>
      <button
        type="button"
        className="canopy-sidenav-toggle"
        onClick={toggle}
        aria-controls={listId}
        aria-label={toggleLabel}
        title={toggleLabel}
      >
        <NavIcon name={collapsed ? 'expand' : 'collapse'} />
      </button>
    </div>
  );
}

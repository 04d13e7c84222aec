import type { ReactNode } from 'react';
import { Drawer, useDirection } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { NavGroups, type ShellNavGroup } from './nav-groups';

export interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  groups: ShellNavGroup[];
}

/**
 * Below 1024 px, the side navigation's groups in a drawer opened from the top bar's menu button; it slides in
 * from the start of the reading direction (the right in Hebrew) and closes on a link.
 */
export function NavDrawer({ opened, onClose, groups }: NavDrawerProps): ReactNode {
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.menuTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // Mantine lays the drawer out with flex-start, which is the right edge in a right-to-left page.
      position="left"
      size={300}
      className="canopy-drawer"
      data-side={dir === 'rtl' ? 'right' : 'left'}
    >
      <nav aria-label={t('nav.label')} className="canopy-drawer-nav">
        <NavGroups groups={groups} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}

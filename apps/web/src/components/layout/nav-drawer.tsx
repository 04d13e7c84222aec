import type { ReactNode } from 'react';
import { Box, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLinks, type NavLinkItem } from './nav-links';

export interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  navItems: NavLinkItem[];
  tools: ReactNode;
}

/** The phone menu: the navbar's links and the header tools in a drawer opened by the burger. */
export function NavDrawer({ opened, onClose, navItems, tools }: NavDrawerProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('nav.menuTitle')} hiddenFrom="sm" size="xs">
      <Stack gap="lg">
        <Box component="nav" aria-label={t('nav.label')}>
          <NavLinks items={navItems} vertical onNavigate={onClose} />
        </Box>
        {tools}
      </Stack>
    </Drawer>
  );
}

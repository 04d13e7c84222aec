import type { ReactNode } from 'react';
import { Box, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LogoBanner } from './logo-banner';
import { NavLinks, type NavLinkItem } from './nav-links';
import { SiteFooter } from './site-footer';

export interface AppLayoutProps {
  navItems: NavLinkItem[];
  /** Language switcher, account actions: shown in the header, or in the drawer on phones. */
  tools: ReactNode;
  children: ReactNode;
}

/** Header with logo banner and navbar (a burger and drawer on small screens), main, footer. */
export function AppLayout({ navItems, tools, children }: AppLayoutProps): ReactNode {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <LogoBanner />
            <Box component="nav" aria-label={t('nav.label')} visibleFrom="sm">
              <NavLinks items={navItems} />
            </Box>
            <Group gap="sm" visibleFrom="sm" wrap="nowrap">
              {tools}
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              aria-label={t('nav.openMenu')}
              aria-expanded={opened}
            />
          </Group>
        </Container>
      </Box>
      <Drawer opened={opened} onClose={close} title={t('nav.menuTitle')} hiddenFrom="sm" size="xs">
        <Stack gap="lg">
          <Box component="nav" aria-label={t('nav.label')}>
            <NavLinks items={navItems} vertical onNavigate={close} />
          </Box>
          {tools}
        </Stack>
      </Drawer>
      <Container component="main" id="main" size="lg" py="lg" style={{ flex: 1, width: '100%' }}>
        {children}
      </Container>
      <SiteFooter />
    </Box>
  );
}

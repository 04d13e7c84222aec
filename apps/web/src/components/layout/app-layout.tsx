import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LogoBanner } from './logo-banner';
import { NavLinks, type NavLinkItem } from './nav-links';
import { SiteFooter } from './site-footer';

// A closed drawer paints nothing, and Mantine's Drawer brings modal, overlay, focus-trap and
// scroll-lock code: it loads right after the first paint instead of before it.
const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

export interface AppLayoutProps {
  navItems: NavLinkItem[];
  /** Language switcher, account actions: shown in the header, or in the drawer on phones. */
  tools: ReactNode;
  /** Always in the header, phones included (the alert bell). */
  indicator?: ReactNode;
  children: ReactNode;
}

/** Header with logo banner and navbar (a burger and drawer on small screens), main, footer. */
export function AppLayout({ navItems, tools, indicator, children }: AppLayoutProps): ReactNode {
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
            <Group gap="sm" wrap="nowrap">
              {indicator}
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
          </Group>
        </Container>
      </Box>
      <Suspense fallback={null}>
        <NavDrawer opened={opened} onClose={close} navItems={navItems} tools={tools} />
      </Suspense>
      <Container component="main" id="main" size="lg" py="lg" style={{ flex: 1, width: '100%' }}>
        {children}
      </Container>
      <SiteFooter />
    </Box>
  );
}

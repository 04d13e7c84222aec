import './app-shell.css';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { AfterFirstPaint } from '../ui/after-first-paint';
import { useTranslation } from '../../i18n/use-translation';
import { BottomBar } from './bottom-bar';
import { LogoBanner } from './logo-banner';
import type { ShellNavGroup, ShellNavItem } from './nav-groups';
import { NavIcon } from './nav-icons';
import { SideNav } from './side-nav';
import { SiteFooter } from './site-footer';

// A closed drawer paints nothing, and Mantine's Drawer brings modal, overlay, focus-trap and
// scroll-lock code: it loads once the first screen is painted instead of before it.
const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

export interface AppLayoutProps {
  /** The navigation groups this user may open (none while a session must first turn on two-factor login). */
  navGroups: ShellNavGroup[];
  /** The phone's bottom bar: the destinations used most on the floor. */
  bottomItems: ShellNavItem[];
  /** The top bar's tools at its end: the language button and the account menu. */
  tools: ReactNode;
  /** Before the tools: the pending writes and the alert bell. */
  indicator?: ReactNode;
  children: ReactNode;
}

/** Focuses the main content, so the next Tab goes on from there (the router never sees a hash change). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The app shell: a skip link, a top bar of at most 64 px (menu button below 1024 px, logo, indicators, tools),
 * the side navigation from 1024 px (a drawer below), the page and its footer, and the phone's bottom bar.
 * Which part shows at which width is the CSS's job (app-shell.css), so the first paint never shifts.
 */
export function AppLayout({ navGroups, bottomItems, tools, indicator, children }: AppLayoutProps): ReactNode {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const hasNav = navGroups.length > 0;
  return (
    <div className="canopy-shell" data-bottom-bar={hasNav && bottomItems.length > 0 ? 'true' : 'false'}>
      <a href="#main" className="canopy-skip-link" onClick={skipToMain}>
        {t('shell.skipToContent')}
      </a>
      <header className="canopy-topbar">
        {hasNav ? (
          <button
            type="button"
            className="canopy-topbar-icon-button canopy-menu-toggle"
            onClick={toggle}
            aria-label={t('nav.openMenu')}
            aria-expanded={opened}
            aria-haspopup="dialog"
          >
            <NavIcon name="menu" size={22} />
          </button>
        ) : null}
        <LogoBanner />
        <div className="canopy-topbar-spacer" />
        <div className="canopy-topbar-tools">
          {indicator}
          {tools}
        </div>
      </header>
      <div className="canopy-body">
        {hasNav ? <SideNav groups={navGroups} /> : null}
        <div className="canopy-content">
          <main id="main" tabIndex={-1} className="canopy-main canopy-container">
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>
      {hasNav ? <BottomBar items={bottomItems} /> : null}
      {hasNav ? (
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <NavDrawer opened={opened} onClose={close} groups={navGroups} />
          </Suspense>
        </AfterFirstPaint>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout';
import { AccountActions } from '../features/auth/components/account-actions';
import { LanguageSwitcher } from '../features/language/components/language-switcher';
import { useSession } from '../lib/use-session';
import { visibleNavItems } from './nav-config';

/** The root route: layout with the nav items this user may see, and the current page. */
export function RootLayout(): ReactNode {
  const { actor } = useSession();
  return (
    <AppLayout
      navItems={visibleNavItems(actor)}
      tools={
        <>
          <LanguageSwitcher />
          <AccountActions />
        </>
      }
    >
      <Outlet />
    </AppLayout>
  );
}

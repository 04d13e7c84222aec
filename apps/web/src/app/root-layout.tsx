import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { AfterFirstPaint } from '../components/ui/after-first-paint';
import { AppLayout } from '../components/layout/app-layout';
import { AccountMenuPlaceholder } from '../features/auth/components/account-button';
import { LanguageSwitcher } from '../features/language/components/language-switcher';
import { useLiveEventStream } from '../lib/live/use-live-event-stream';
import { useSession } from '../lib/use-session';
import { bottomBarItems, visibleNavGroups } from './nav-config';

// Loaded after the first paint: the bell validates the alert list with the shared schemas, which would put
// zod into the first paint's JavaScript.
const AlertBell = lazy(() =>
  import('../features/alerts/components/alert-bell').then((module) => ({ default: module.AlertBell })),
);

// Loaded right after the first paint as well: the account menu's keyboard handling is not needed to paint.
const AccountMenu = lazy(() =>
  import('../features/auth/components/account-menu').then((module) => ({ default: module.AccountMenu })),
);

// Loaded after the first paint too: the write queue's IndexedDB code and its popover are not needed for it.
const PendingWrites = lazy(() =>
  import('../features/offline/components/pending-writes').then((module) => ({
    default: module.PendingWrites,
  })),
);
const PwaStatus = lazy(() =>
  import('../features/offline/components/pwa-status').then((module) => ({ default: module.PwaStatus })),
);

/** The root route: the shell with the navigation this user may open, and the current page. */
export function RootLayout(): ReactNode {
  const { actor, mfaEnrollmentPending } = useSession();
  // One event stream for the whole app while logged in; features listen on the live bus.
  useLiveEventStream();
  // A session that must turn two-factor login on first has nowhere else to go yet.
  const navGroups = useMemo(
    () => (mfaEnrollmentPending ? [] : visibleNavGroups(actor)),
    [actor, mfaEnrollmentPending],
  );
  return (
    <AppLayout
      navGroups={navGroups}
      bottomItems={bottomBarItems(navGroups)}
      indicator={
        mfaEnrollmentPending ? null : (
          <AfterFirstPaint>
            <Suspense fallback={null}>
              {actor ? <PendingWrites /> : null}
              <AlertBell />
            </Suspense>
          </AfterFirstPaint>
        )
      }
      tools={
        <>
          <LanguageSwitcher />
          <AfterFirstPaint fallback={<AccountMenuPlaceholder />}>
            <Suspense fallback={<AccountMenuPlaceholder />}>
              <AccountMenu />
            </Suspense>
          </AfterFirstPaint>
        </>
      }
    >
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <PwaStatus />
        </Suspense>
      </AfterFirstPaint>
      <Outlet />
    </AppLayout>
  );
}

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { SsoLanding } from '../../features/auth/components/sso-landing';
import type { SsoFailureCode } from '../../features/auth/lib/sso-failure';
import { readSsoFragment } from '../../features/auth/lib/sso-fragment';
import { takeSsoReturn } from '../../features/auth/lib/sso-return';
import { safeRedirect } from '../guards/safe-redirect';

/**
 * /login/sso, where the server's callback sends the browser back from the provider. The one-time code is
 * read once and dropped from the address at once (history.replaceState), so it stays in no history entry.
 * Then: where the login page was to go (stashed before leaving for the provider), or back to the login
 * page with the reason. Both replace this page in the history, so Back does not land here again.
 */
export function SsoPage(): ReactNode {
  const router = useRouter();
  const [fragment] = useState(() => readSsoFragment(router.history.location.hash));

  useEffect(() => {
    const { pathname, search, hash } = router.history.location;
    if (hash) router.history.replace(`${pathname}${search}`, router.history.location.state);
  }, [router]);

  const onLoggedIn = useCallback(
    ({ mfaEnrollmentRequired }: { mfaEnrollmentRequired: boolean }) => {
      const target = safeRedirect(takeSsoReturn()) ?? '/';
      router.history.replace(mfaEnrollmentRequired ? '/account/security' : target);
    },
    [router],
  );

  const onFailed = useCallback(
    (code: SsoFailureCode) => {
      void router.navigate({
        to: '/login',
        search: { redirect: safeRedirect(takeSsoReturn()), sso: code },
        replace: true,
      });
    },
    [router],
  );

  return <SsoLanding fragment={fragment} onLoggedIn={onLoggedIn} onFailed={onFailed} />;
}

import type { ReactNode } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeRedirect } from '../guards/safe-redirect';

const loginRouteApi = getRouteApi('/login');

/**
 * After logging in, go back to the page that asked for it (see requireLogin), or home; a user whose role
 * requires two-factor login goes to the security page to turn it on first.
 */
export function LoginPage(): ReactNode {
  const { redirect, sso } = loginRouteApi.useSearch();
  const router = useRouter();
  return (
    <LoginForm
      redirect={redirect}
      ssoFailure={sso}
      onLoggedIn={({ mfaEnrollmentRequired }) =>
        router.history.push(mfaEnrollmentRequired ? '/account/security' : (safeRedirect(redirect) ?? '/'))
      }
    />
  );
}

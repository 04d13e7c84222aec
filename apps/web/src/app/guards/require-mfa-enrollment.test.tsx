import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setMfaEnrollmentPending } from '../../lib/auth-token';
import { server } from '../../testing/msw-server';
import { findAccountMenuButton } from '../../testing/account-menu';
import { renderApp } from '../../testing/render';
import { logInAs } from '../../testing/tokens';

/** The security page's panels ask for their own state; only the two-factor one matters here. */
function securityPageApi() {
  server.use(
    http.get('*/api/me/mfa', () => HttpResponse.json({ enabled: false, recoveryCodesLeft: 0 })),
    http.get('*/api/*', () => HttpResponse.json([])),
  );
}

describe('requireMfaEnrollment guard', () => {
  it('sends a session that must enrol to the security page, with the reason and no other links', async () => {
    securityPageApi();
    logInAs({ role: 'admin' });
    setMfaEnrollmentPending(true);
    const { router, user } = renderApp('/devices');

    expect(await screen.findByText(/Your role requires two-factor login/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/security');
    expect(screen.queryByRole('link', { name: 'Devices' })).not.toBeInTheDocument();
    await user.click(await findAccountMenuButton());
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  });

  it('goes to the security page when the server says enrolment comes first', async () => {
    securityPageApi();
    server.use(
      http.get('*/api/admin/users', () =>
        HttpResponse.json(
          { error: 'Turn on two-factor login to continue', code: 'auth.mfa_enrollment_required' },
          { status: 403 },
        ),
      ),
    );
    logInAs({ role: 'admin' });
    const { router } = renderApp('/users');

    expect(await screen.findByText(/Your role requires two-factor login/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/security');
  });

  it('lets every other session go where it asked', async () => {
    securityPageApi();
    logInAs({ role: 'admin' });
    const { router } = renderApp('/account/notifications');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/account/notifications');
  });
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { logInAs, makeToken } from '../../testing/tokens';

const alice = {
  _id: 'u1',
  shortId: 'u1',
  email: 'alice@example.com',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function recordExchanges(response: () => Response): { bodies: unknown[] } {
  const calls = { bodies: [] as unknown[] };
  server.use(
    http.get('*/api/auth/options', () =>
      HttpResponse.json({ passwordLogin: true, oidc: { name: 'Test IdP' } }),
    ),
    http.post('*/api/auth/oidc/exchange', async ({ request }) => {
      calls.bodies.push(await request.json());
      return response();
    }),
    http.get('*/api/auth/me', () => HttpResponse.json(alice)),
  );
  return calls;
}

afterEach(() => sessionStorage.clear());

describe('/login/sso', () => {
  it('trades the code for a session once, stores it as a login does and goes where the login page was to go', async () => {
    const token = makeToken({ role: 'user' });
    const calls = recordExchanges(() => HttpResponse.json({ token }));
    server.use(
      http.get('*/api/auth/me', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${token}`
          ? HttpResponse.json(alice)
          : HttpResponse.json({ error: 'No', code: 'auth.unauthenticated' }, { status: 401 }),
      ),
    );
    // A previous user's name must not stay beside the new session: the account's own e-mail replaces it.
    logInAs({ role: 'admin', login: 'someone-else@example.com', expiresIn: -60 });
    sessionStorage.setItem('canopy.ssoReturn', '/users');
    const { router } = renderApp('/login/sso#handoff=one-time-code');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(calls.bodies).toEqual([{ handoff: 'one-time-code' }]);
    expect(localStorage.getItem('canopy.token')).toBe(token);
    expect(localStorage.getItem('canopy.login')).toBe('alice@example.com');
    expect(sessionStorage.getItem('canopy.ssoReturn')).toBeNull();
    expect(await screen.findByText("You don't have rights to manage users")).toBeInTheDocument();
    expect(router.history.location.hash).toBe('');
  });

  it('drops the code from the address at once, while the exchange is still on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = recordExchanges(
      () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    );
    const { router } = renderApp('/login/sso#handoff=one-time-code');

    expect(await screen.findByText('Signing you in…')).toBeVisible();
    await vi.waitFor(() => expect(calls.bodies).toHaveLength(1));
    await vi.waitFor(() => expect(router.history.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/login/sso');
    answer(HttpResponse.json({ token: makeToken({ role: 'user' }) }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes home without a stashed address, and to the security page when the role needs two-factor first', async () => {
    recordExchanges(() =>
      HttpResponse.json({ token: makeToken({ role: 'admin' }), mfaEnrollmentRequired: true }),
    );
    server.use(http.get('*/api/me/mfa', () => HttpResponse.json({ enabled: false, recoveryCodesLeft: 0 })));
    const { router } = renderApp('/login/sso#handoff=code');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(localStorage.getItem('canopy.mfaEnrollment')).toBe('1');
  });

  it('shows the login page with the reason when the provider says the person is not allowed', async () => {
    const calls = recordExchanges(() =>
      HttpResponse.json({ error: 'Not allowed', code: 'auth.oidc_not_allowed' }, { status: 403 }),
    );
    sessionStorage.setItem('canopy.ssoReturn', '/users');
    const { router } = renderApp('/login/sso#handoff=code');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your account at .Test IdP. is not in a group allowed to use Canopy\. Ask your administrator\.$/,
    );
    expect(router.state.location.pathname).toBe('/login');
    // The return address stays with the login page, for a password login after it.
    expect(router.state.location.search).toEqual({ redirect: '/users', sso: 'auth.oidc_not_allowed' });
    expect(calls.bodies).toEqual([{ handoff: 'code' }]);
    expect(localStorage.getItem('canopy.token')).toBeNull();
  });

  it('keeps a session already stored when the exchange answers 401', async () => {
    recordExchanges(() => HttpResponse.json({ error: 'Failed', code: 'auth.oidc_failed' }, { status: 401 }));
    const token = logInAs({ role: 'user', login: 'grower@example.com' });
    const { router } = renderApp('/login/sso#handoff=code');

    expect(await screen.findByRole('alert')).toHaveTextContent(/Signing in with .Test IdP. did not work/);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('canopy.token')).toBe(token);
  });

  it('reads an unknown refusal as a failed sign-on', async () => {
    recordExchanges(() => HttpResponse.json({ error: 'Boom', code: 'internal.error' }, { status: 500 }));
    const { router } = renderApp('/login/sso#handoff=code');

    expect(await screen.findByRole('alert')).toHaveTextContent(/Signing in with .Test IdP. did not work/);
    expect(router.state.location.search).toEqual({ sso: 'auth.oidc_failed' });
  });

  it('sends nothing without a code in the address', async () => {
    const calls = recordExchanges(() => HttpResponse.json({ token: makeToken() }));
    const { router } = renderApp('/login/sso');

    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or was already used/);
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.bodies).toEqual([]);
  });

  it('ignores a code in the login address that no sign-on sent', async () => {
    const { router } = renderApp('/login?sso=%3Cscript%3E');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.search).toEqual({});
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { makeToken } from '../../../testing/tokens';
import { authKeys } from '../api/auth-keys';
import { LoginForm } from './login-form';

function answerOptions(body: Record<string, unknown>, status = 200): void {
  server.use(http.get('*/api/auth/options', () => HttpResponse.json(body, { status })));
}

const TEST_IDP = { passwordLogin: true, oidc: { name: 'Test IdP' } };

/** jsdom cannot leave the page: the link's own navigation is stopped after the app's click handler ran. */
function stopNavigation(): void {
  document.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

afterEach(() => sessionStorage.clear());

describe('LoginForm with single sign-on', () => {
  it('shows "Sign in with <provider>" as a link to the start, above "or" and the password form', async () => {
    answerOptions(TEST_IDP);
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);

    const link = await screen.findByRole('link', { name: /^Sign in with .?Test IdP.?$/ });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.getByText('or')).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('keeps where the login page was to go before leaving for the provider', async () => {
    answerOptions(TEST_IDP);
    const { user } = renderWithProviders(<LoginForm onLoggedIn={vi.fn()} redirect="/users" />);

    stopNavigation();
    await user.click(await screen.findByRole('link', { name: /Sign in with/ }));

    expect(sessionStorage.getItem('canopy.ssoReturn')).toBe('/users');
  });

  it('forgets an earlier return address when this login page had none', async () => {
    answerOptions(TEST_IDP);
    sessionStorage.setItem('canopy.ssoReturn', '/audit');
    const { user } = renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);

    stopNavigation();
    await user.click(await screen.findByRole('link', { name: /Sign in with/ }));

    expect(sessionStorage.getItem('canopy.ssoReturn')).toBeNull();
  });

  it('shows no single sign-on button when the server has none', async () => {
    answerOptions({ passwordLogin: true, oidc: null });
    const { queryClient } = renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);

    await vi.waitFor(() => expect(queryClient.getQueryData(authKeys.options())).toBeDefined());
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.getByLabelText(/Email/)).toBeVisible();
  });

  it('shows the password form as before when the options cannot be read', async () => {
    answerOptions({ error: 'Not found', code: 'route.not_found' }, 404);
    const { queryClient } = renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);

    await vi.waitFor(() => expect(queryClient.getQueryState(authKeys.options())?.status).toBe('error'));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(screen.getByLabelText(/Email/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Emergency admin login' })).toBeNull();
  });

  it('hides the password form under OIDC_ONLY behind the emergency admin disclosure, which still logs in', async () => {
    answerOptions({ passwordLogin: false, oidc: { name: 'Test IdP' } });
    const token = makeToken({ role: 'admin' });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ token });
      }),
    );
    const onLoggedIn = vi.fn();
    const { user } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    const disclosure = await screen.findByRole('button', { name: 'Emergency admin login' });
    expect(screen.getByRole('link', { name: /Sign in with .?Test IdP/ })).toBeVisible();
    expect(screen.queryByLabelText(/Email/)).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');

    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'emergency password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ email: 'admin@example.com', password: 'emergency password' }]);
    expect(localStorage.getItem('canopy.token')).toBe(token);
  });

  it('explains a refused single sign-on with the provider named', async () => {
    answerOptions(TEST_IDP);
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} ssoFailure="auth.oidc_not_allowed" />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your account at .Test IdP. is not in a group allowed to use Canopy\. Ask your administrator\.$/,
    );
  });

  it('explains it in Hebrew too', async () => {
    answerOptions(TEST_IDP);
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} ssoFailure="auth.oidc_not_allowed" />, {
      language: 'he',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(/Test IdP.* אינו בקבוצה שמורשית/);
    expect(await screen.findByRole('link', { name: /כניסה עם .?Test IdP/ })).toBeVisible();
  });
});

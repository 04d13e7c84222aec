import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server';
import { findAccountMenuButton } from '../testing/account-menu';
import { renderApp } from '../testing/render';
import { logInAs } from '../testing/tokens';

describe('app layout', () => {
  it('has banner, navigation, main and footer landmarks and the welcome text on /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Canopy' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/climate management/i);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Canopy, smart grow operations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows an admin the Users link and, in the account menu, the login name and "Log out"', async () => {
    logInAs({ role: 'admin', login: 'boss@example.com' });
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    await user.click(await findAccountMenuButton());
    expect(screen.getByRole('menu', { name: 'Signed in as boss@example.com' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  });

  it('opens the change-password dialog (loaded on first use) from the account menu', async () => {
    logInAs({ role: 'user', login: 'grower@example.com' });
    const { user } = renderApp('/');
    await user.click(await findAccountMenuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Current password/)).toBeInTheDocument();
  });

  it('logs out: clears the token even when the server call fails, and goes to /login', async () => {
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    logInAs({ role: 'admin' });
    const { router, user } = renderApp('/');

    await user.click(await findAccountMenuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('canopy.token')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('opens the drawer (loaded after the first paint) with the grouped links, and closes it on a link', async () => {
    logInAs({ role: 'user', login: 'grower@example.com' });
    const { router, user } = renderApp('/');
    const burger = await screen.findByRole('button', { name: 'Open navigation menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('group', { name: 'Team' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'News' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/news'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('shows a not-found page for unknown addresses', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

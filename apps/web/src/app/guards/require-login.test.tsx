import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { logInAs, makeToken } from '../../testing/tokens';

describe('requireLogin guard', () => {
  it('redirects /users to /login without a token, remembering the page', async () => {
    const { router } = renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/users' });
  });

  it('treats an expired token like no token', async () => {
    logInAs({ role: 'admin', expiresIn: -60 });
    const { router } = renderApp('/users');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a logged-in user through', async () => {
    logInAs({ role: 'user' });
    const { router } = renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
  });

  it('goes back to the remembered page after logging in', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: makeToken({ role: 'user' }) })),
    );
    const { router, user } = renderApp('/users');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    await user.type(screen.getByLabelText(/Email/), 'grower@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(await screen.findByText("You don't have rights to manage users")).toBeInTheDocument();
  });

  it('ignores a redirect that leaves the site and goes home instead', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: makeToken({ role: 'user' }) })),
    );
    const { router, user } = renderApp('/login?redirect=%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    await user.type(screen.getByLabelText(/Email/), 'grower@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Canopy' })).toBeInTheDocument();
  });
});

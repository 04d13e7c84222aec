import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { makeToken } from '../../../testing/tokens';
import { LoginForm } from './login-form';

function recordLoginCalls(response: () => Response): { bodies: unknown[] } {
  const calls = { bodies: [] as unknown[] };
  server.use(
    http.post('*/api/auth/login', async ({ request }) => {
      calls.bodies.push(await request.json());
      return response();
    }),
  );
  return calls;
}

describe('LoginForm', () => {
  it('shows a required message under each empty field and sends no request', async () => {
    const calls = recordLoginCalls(() => HttpResponse.json({ token: makeToken() }));
    const { user } = renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('This field is required');
    expect(calls.bodies).toEqual([]);
  });

  it('shows "Login failed" when the server answers 401', async () => {
    recordLoginCalls(() =>
      HttpResponse.json({ error: 'Login failed', code: 'auth.login_failed' }, { status: 401 }),
    );
    const onLoggedIn = vi.fn();
    const { user } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    await user.type(screen.getByLabelText(/Email/), 'grower@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('canopy.token')).toBeNull();
  });

  it('shows the throttling message when the server answers 429', async () => {
    recordLoginCalls(() =>
      HttpResponse.json(
        { error: 'Too many attempts', code: 'auth.throttled' },
        { status: 429, headers: { 'Retry-After': '120' } },
      ),
    );
    const { user } = renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);

    await user.type(screen.getByLabelText(/Email/), 'grower@example.com');
    await user.type(screen.getByLabelText(/Password/), 'any password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Try again in 120 seconds.',
    );
  });

  it('posts the credentials, stores the token and login name, and reports success', async () => {
    const token = makeToken({ role: 'user' });
    const calls = recordLoginCalls(() => HttpResponse.json({ token }));
    const onLoggedIn = vi.fn();
    const { user } = renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);

    await user.type(screen.getByLabelText(/Email/), 'grower@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(calls.bodies).toEqual([{ email: 'grower@example.com', password: 'correct horse' }]);
    expect(localStorage.getItem('canopy.token')).toBe(token);
    expect(localStorage.getItem('canopy.login')).toBe('grower@example.com');
  });
});

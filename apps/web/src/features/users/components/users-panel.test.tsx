import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListedUser } from '@canopy/shared/schemas/users';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { UsersPanel } from './users-panel';
import { listedGrowerFactory, listedUserFactory } from '../testing/user-factory';

const admin = listedUserFactory();
const grower = listedGrowerFactory();

/** Serves an in-memory user list and records every admin call. */
function fakeUsersApi(initial: ListedUser[]): { calls: string[]; posted: unknown[] } {
  const users = [...initial];
  const record = { calls: [] as string[], posted: [] as unknown[] };
  server.use(
    http.get('*/api/admin/users', () => {
      record.calls.push('GET');
      return HttpResponse.json(users);
    }),
    http.post('*/api/admin/users', async ({ request }) => {
      const body = (await request.json()) as { email: string; role: ListedUser['role'] };
      record.calls.push('POST');
      record.posted.push(body);
      if (users.some((user) => user.email === body.email)) {
        return HttpResponse.json({ error: 'Email taken', code: 'users.email_taken' }, { status: 409 });
      }
      const created = {
        ...admin,
        _id: `u-${users.length}`,
        shortId: 'N1',
        email: body.email,
        role: body.role,
      };
      users.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return record;
}

describe('UsersPanel', () => {
  it('tells a plain user they have no rights and makes no /api/admin/users call', async () => {
    const api = fakeUsersApi([admin, grower]);
    logInAs({ id: 'u-grower', role: 'user' });
    renderWithProviders(<UsersPanel />);

    expect(screen.getByRole('alert')).toHaveTextContent("You don't have rights to manage users");
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });

  it('lists one card per user for an admin, with role, short id and date', async () => {
    fakeUsersApi([admin, grower]);
    logInAs({ id: 'u-admin', role: 'admin' });
    renderWithProviders(<UsersPanel />);

    const card = await screen.findByRole('article', { name: 'grower@example.com' });
    expect(within(card).getByText('User')).toBeInTheDocument();
    expect(within(card).getByText('G7')).toBeInTheDocument();
    expect(within(card).getByText(/05\/03\/2024/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // Nobody deletes themselves: the admin's own card has no Delete button.
    const own = screen.getByRole('article', { name: 'admin@example.com' });
    expect(within(own).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('validates the add form before posting anything', async () => {
    const api = fakeUsersApi([admin]);
    logInAs({ id: 'u-admin', role: 'admin' });
    const { user } = renderWithProviders(<UsersPanel />);
    await screen.findByRole('article', { name: 'admin@example.com' });

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Use at least 10 characters')).toBeInTheDocument();
    expect(api.posted).toEqual([]);
  });

  it('posts a valid new user, shows it in the list and clears the form', async () => {
    const api = fakeUsersApi([admin]);
    logInAs({ id: 'u-admin', role: 'admin' });
    const { user } = renderWithProviders(<UsersPanel />);
    await screen.findByRole('article', { name: 'admin@example.com' });

    await user.type(screen.getByLabelText(/^Email/), 'New.Grower@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long enough password');
    await user.selectOptions(screen.getByLabelText('Role'), 'superuser');
    await user.click(screen.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByRole('article', { name: 'new.grower@example.com' })).toBeInTheDocument();
    expect(api.posted).toEqual([
      { email: 'new.grower@example.com', password: 'long enough password', role: 'superuser' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('User new.grower@example.com added.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('shows the translated server error when the email is taken', async () => {
    fakeUsersApi([admin]);
    logInAs({ id: 'u-admin', role: 'admin' });
    const { user } = renderWithProviders(<UsersPanel />);
    await screen.findByRole('article', { name: 'admin@example.com' });

    await user.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A user with this email already exists.');
  });
});

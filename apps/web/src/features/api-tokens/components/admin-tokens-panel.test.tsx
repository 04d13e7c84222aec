import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminApiToken } from '@canopy/shared/schemas/api-tokens';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { apiToken, fakeAdminTokensApi } from '../testing/fake-api-tokens-api';

const owned = (email: string, overrides: Partial<AdminApiToken> = {}): AdminApiToken => ({
  ...apiToken(overrides),
  owner: { id: `id-${email}`, email },
});

describe('/admin/tokens', { timeout: 20_000 }, () => {
  it.each(['user', 'superuser'] as const)('shows a %s only "login..." and calls nothing', async (role) => {
    const api = fakeAdminTokensApi([owned('grower@example.test')]);
    logInAs({ role });
    renderApp('/admin/tokens');
    expect(await screen.findByText('login...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'API tokens' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.listed).toBe(0);
  });

  it("is linked for admins and lists everyone's tokens with their owner; an admin revokes one after asking", async () => {
    const api = fakeAdminTokensApi([
      owned('grower@example.test'),
      owned('ops@example.test', { _id: 'token-2', name: 'Home Assistant', scope: 'write' }),
    ]);
    logInAs({ role: 'admin' });
    const { user } = renderApp('/admin/tokens');
    expect(await screen.findByRole('link', { name: 'API tokens' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/admin/tokens',
    );
    const table = await screen.findByRole('table', { name: 'API tokens' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Nightly export');
    expect(first).toHaveTextContent('grower@example.test');
    expect(first).toHaveTextContent('Read only');
    expect(second).toHaveTextContent('ops@example.test');
    expect(second).toHaveTextContent('Read and write');

    await user.click(
      within(second!).getByRole('button', { name: 'Revoke Home Assistant (ops@example.test)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.revoked).toEqual(['token-2']));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });
});

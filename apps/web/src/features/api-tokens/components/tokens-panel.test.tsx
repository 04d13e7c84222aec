import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { apiToken, fakeApiTokensApi, TOKEN } from '../testing/fake-api-tokens-api';
import { TokensPanel } from './tokens-panel';

describe('the API tokens panel', () => {
  it('lists the tokens with their access, expiry and last use', async () => {
    fakeApiTokensApi([
      apiToken(),
      apiToken({
        _id: 'token-2',
        name: 'Old sync',
        scope: 'write',
        expiresAt: '2020-01-01T00:00:00.000Z',
        lastUsedAt: null,
      }),
    ]);
    logInAs({ role: 'user' });
    renderWithProviders(<TokensPanel />);
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const [nightly, old] = within(list).getAllByRole('listitem');
    expect(nightly).toHaveAccessibleName('Nightly export');
    expect(nightly).toHaveTextContent('Read only');
    expect(nightly).not.toHaveTextContent('Expired');
    expect(old).toHaveTextContent('Read and write');
    expect(old).toHaveTextContent('Expires: Expired');
    expect(old).toHaveTextContent('Last used: never');
  });

  it('creates a token and shows it once, with a copy button and a curl example', async () => {
    const api = fakeApiTokensApi([]);
    logInAs({ role: 'user' });
    const { user } = renderWithProviders(<TokensPanel />);
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.created).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Greenhouse sync');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Access' }), 'Read and write');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expires after' }), '30 days');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(api.created).toEqual([{ name: 'Greenhouse sync', scope: 'write', expiresInDays: 30 }]),
    );

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Copy your new token now');
    expect(within(notice).getByLabelText('New API token')).toHaveTextContent(TOKEN);
    expect(notice).toHaveTextContent(
      `curl -H "Authorization: Bearer ${TOKEN}" ${window.location.origin}/api/devices/active`,
    );
    await user.click(within(notice).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(await within(notice).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Greenhouse sync' })).toHaveTextContent(
      'Read and write',
    );
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');

    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(TOKEN, { exact: false })).not.toBeInTheDocument();
  });

  it("says what the server refused, in the reader's language", async () => {
    fakeApiTokensApi([], { refuseCreate: true });
    logInAs({ role: 'user' });
    const { user } = renderWithProviders(<TokensPanel />, { language: 'es' });
    await user.type(await screen.findByRole('textbox', { name: /Nombre/ }), 'Uno más');
    await user.click(screen.getByRole('button', { name: 'Crear token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiene demasiados tokens.');
  });

  it('revokes a token after asking', async () => {
    const api = fakeApiTokensApi([apiToken()]);
    logInAs({ role: 'user' });
    const { user } = renderWithProviders(<TokensPanel />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.revoked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Nightly export' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(dialog).toHaveTextContent('Scripts that use it stop working at once: Nightly export');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.revoked).toEqual(['token-1']));
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListedUser } from '@canopy/shared/schemas/users';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { UsersPanel } from './users-panel';
import { listedGrowerFactory, listedUserFactory } from '../testing/user-factory';

const admin = listedUserFactory();
const grower = listedGrowerFactory({ mfaEnabled: true });
const planter: ListedUser = { ...grower, _id: 'u-planter', email: 'planter@example.com', mfaEnabled: false };

describe('Reset two-factor on the users screen', () => {
  it("turns off another user's two-factor login after a confirmation; never offered on one's own card or one without it", async () => {
    const resets: string[] = [];
    server.use(
      http.get('*/api/admin/users', () =>
        HttpResponse.json([admin, { ...grower, mfaEnabled: resets.length === 0 }, planter]),
      ),
      http.delete('*/api/admin/users/:id/mfa', ({ params }) => {
        resets.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    logInAs({ id: 'u-admin', role: 'admin' });
    const { user } = renderWithProviders(<UsersPanel />);

    const own = await screen.findByRole('article', { name: 'admin@example.com' });
    expect(within(own).queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();

    const without = screen.getByRole('article', { name: 'planter@example.com' });
    expect(within(without).queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
    expect(within(without).queryByText('Two-factor on')).not.toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'grower@example.com' });
    expect(within(card).getByText('Two-factor on')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor login' });
    expect(dialog).toHaveTextContent('Turn off two-factor login for grower@example.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(resets).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Reset two-factor' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset two-factor' }),
    );
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Two-factor login is off for grower@example.com.',
    );
    expect(resets).toEqual(['u-grower']);
    // The refetched list has it off: the badge and the button go, the message stays.
    await waitFor(() => expect(within(card).queryByText('Two-factor on')).not.toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Two-factor login is off for grower@example.com.',
    );
  });
});

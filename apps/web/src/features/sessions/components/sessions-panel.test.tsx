import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { fakeSessionsApi, session } from '../testing/fake-sessions-api';
import { SessionsPanel } from './sessions-panel';

const PHONE = session({
  _id: 'session-phone',
  device: 'Firefox on Android',
  browser: 'Firefox',
  os: 'Android',
  ipAddress: '2001:db8::7',
  lastUsedAt: '2026-07-01T07:15:00.000Z',
  current: false,
});
const SCRIPT = session({
  _id: 'session-script',
  device: 'curl',
  browser: 'curl',
  os: null,
  ipAddress: null,
  lastUsedAt: null,
  current: false,
});

describe('the sessions panel', () => {
  it('lists each session with its device, address and times, and marks this device', async () => {
    fakeSessionsApi([session(), PHONE, SCRIPT]);
    logInAs({ role: 'user' });
    renderWithProviders(<SessionsPanel />);
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const [desktop, phone, script] = within(list).getAllByRole('listitem');
    expect(desktop).toHaveAccessibleName('Chrome on Windows');
    expect(desktop).toHaveTextContent('This device');
    expect(desktop).toHaveTextContent('Address: 10.0.0.22');
    expect(desktop).toHaveTextContent(`Last used: ${formatDateTime('2026-07-01T09:30:00.000Z', 'en')}`);
    expect(desktop).toHaveTextContent(`Signed in: ${formatDateTime('2026-07-01T08:00:00.000Z', 'en')}`);
    expect(within(desktop!).queryByRole('button')).not.toBeInTheDocument();

    expect(phone).toHaveAccessibleName('Firefox on Android');
    expect(phone).not.toHaveTextContent('This device');
    expect(within(phone!).getByText('2001:db8::7')).toHaveAttribute('dir', 'ltr');
    expect(script).toHaveTextContent('Address: unknown');
    expect(script).toHaveTextContent('Last used: not used yet');
  });

  it('ends one other session at once', async () => {
    const api = fakeSessionsApi([session(), PHONE]);
    logInAs({ role: 'user' });
    const { user } = renderWithProviders(<SessionsPanel />);
    await user.click(await screen.findByRole('button', { name: 'End the session on Firefox on Android' }));
    await waitFor(() => expect(api.ended).toEqual(['session-phone']));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('You are signed in only here.')).toBeInTheDocument();
  });

  it('says so when the session had already ended', async () => {
    fakeSessionsApi([session(), PHONE], { failEnd: true });
    logInAs({ role: 'user' });
    const { user } = renderWithProviders(<SessionsPanel />);
    await user.click(await screen.findByRole('button', { name: 'End the session on Firefox on Android' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This session has already ended.');
  });

  it('ends every other session after asking, and keeps this one', async () => {
    const api = fakeSessionsApi([session(), PHONE, SCRIPT]);
    logInAs({ role: 'user' });
    const { user } = renderWithProviders(<SessionsPanel />);
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    let dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.endedOthers).toBe(0);

    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    expect(dialog).toHaveTextContent('This one stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.endedOthers).toBe(1);
    expect(await screen.findByRole('status')).toHaveTextContent('All other sessions have ended.');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('This device');
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
  });

  it('reads right to left in Hebrew, with the device in words and the address left to right', async () => {
    fakeSessionsApi([session(), PHONE]);
    logInAs({ role: 'user' });
    renderWithProviders(<SessionsPanel />, { language: 'he' });
    const list = await screen.findByRole('list', { name: 'החיבורים שלכם' });
    const [desktop, phone] = within(list).getAllByRole('listitem');
    expect(desktop).toHaveTextContent('המכשיר הזה');
    expect(phone).toHaveAccessibleName('Firefox ב־Android');
    expect(within(phone!).getByText('2001:db8::7')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'סיום החיבור ב־Firefox ב־Android' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@canopy/shared/schemas/alerts';
import { findAccountMenuButton } from '../../../testing/account-menu';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { fakeNotificationSettingsApi } from '../testing/fake-notification-settings-api';

function settings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    channels: { telegram: true, email: false, push: false },
    quietHours: null,
    minSeverity: 'warning',
    email: null,
    language: 'en',
    emailTo: 'grower@example.com',
    telegram: { available: true, linked: false, botUsername: 'canopy_bot' },
    emailAvailable: true,
    pushAvailable: false,
    digest: false,
    ...overrides,
  };
}

function fakeSettingsApi(initial: NotificationSettings) {
  const record = Object.assign(fakeNotificationSettingsApi(initial), { links: 0, tests: 0 });
  server.use(
    http.post('*/api/me/telegram-link', () => {
      record.links += 1;
      return HttpResponse.json({
        code: 'K7Q2ZP',
        expiresAt: '2026-07-01T10:15:00.000Z',
        url: 'https://t.me/canopy_bot?start=K7Q2ZP',
      });
    }),
    http.post('*/api/me/notifications/test', () => {
      record.tests += 1;
      return HttpResponse.json({ queued: [{ channel: 'telegram', to: '123' }] });
    }),
  );
  return record;
}

describe('/account/notifications', () => {
  it('is reached from the account menu', async () => {
    fakeSettingsApi(settings());
    logInAs({ role: 'user' });
    const { user } = renderApp('/');
    await user.click(await findAccountMenuButton());
    expect(await screen.findByRole('menuitem', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/account/notifications',
    );
  });

  it('saves channels, the address, quiet hours, minimum severity and language', async () => {
    const api = fakeSettingsApi(settings());
    logInAs({ role: 'user' });
    const { user } = renderApp('/account/notifications');
    await user.click(await screen.findByRole('checkbox', { name: 'E-mail' }));
    await user.type(screen.getByLabelText('Send e-mail to'), 'night-shift@example.com');
    await user.click(screen.getByRole('switch', { name: /Quiet hours/ }));
    await user.selectOptions(screen.getByLabelText('Send me'), 'critical');
    await user.selectOptions(screen.getByLabelText('Language of messages'), 'he');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(api.puts).toEqual([
      {
        channels: { telegram: true, email: true, push: false },
        quietHours: { from: '22:00', to: '07:00' },
        minSeverity: 'critical',
        email: 'night-shift@example.com',
        language: 'he',
        digest: false,
      },
    ]);
  });

  it('refuses a bad address in words and sends nothing', async () => {
    const api = fakeSettingsApi(settings());
    logInAs({ role: 'user' });
    const { user } = renderApp('/account/notifications');
    await user.type(await screen.findByLabelText('Send e-mail to'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/valid e-?mail/i)).toBeInTheDocument();
    expect(api.puts).toEqual([]);
  });

  it('shows a channel the server cannot use as off, with why', async () => {
    fakeSettingsApi(settings({ emailAvailable: false }));
    logInAs({ role: 'user' });
    renderApp('/account/notifications');
    const email = await screen.findByRole('checkbox', { name: 'E-mail' });
    expect(email).toBeDisabled();
    expect(screen.getByText('E-mail is not set up on this server.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Push notifications' })).toBeDisabled();
  });

  it('links Telegram with a one-time code and notices when the bot has it', async () => {
    const api = fakeSettingsApi(settings());
    logInAs({ role: 'user' });
    const { user } = renderApp('/account/notifications');
    await user.click(await screen.findByRole('button', { name: 'Link Telegram' }));
    const status = await screen.findByText(/Send this to the bot/);
    expect(within(status).getByText('/start K7Q2ZP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open canopy_bot in Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/canopy_bot?start=K7Q2ZP',
    );
    api.current = { ...api.current, telegram: { ...api.current.telegram, linked: true } };
    expect(
      await screen.findByText('Your Telegram chat is linked.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.links).toBe(1);
  });

  it('sends a test and says where it went, or why not', async () => {
    const api = fakeSettingsApi(settings());
    logInAs({ role: 'user' });
    const { user } = renderApp('/account/notifications');
    await user.click(await screen.findByRole('button', { name: 'Send a test' }));
    expect(await screen.findByText('A test message is on its way: Telegram (123).')).toBeInTheDocument();
    expect(api.tests).toBe(1);

    server.use(
      http.post('*/api/me/notifications/test', () =>
        HttpResponse.json({ error: 'none', code: 'notifications.no_channel' }, { status: 409 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send a test' }));
    expect(await screen.findByText('Turn on a channel that can reach you first.')).toBeInTheDocument();
  });
});

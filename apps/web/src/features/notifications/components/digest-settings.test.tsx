import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@canopy/shared/schemas/alerts';
import type { DigestSend } from '@canopy/shared/schemas/digest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { fakeNotificationSettingsApi } from '../testing/fake-notification-settings-api';

const settings: NotificationSettings = {
  channels: { telegram: true, email: true, push: false },
  quietHours: null,
  minSeverity: 'warning',
  email: null,
  language: 'en',
  emailTo: 'grower@example.com',
  telegram: { available: true, linked: true, botUsername: 'canopy_bot' },
  emailAvailable: true,
  pushAvailable: false,
  digest: false,
};

function fakeApi(preview: DigestSend) {
  const record = Object.assign(fakeNotificationSettingsApi(settings), { previews: 0 });
  server.use(
    http.post('*/api/me/digest/send', () => {
      record.previews += 1;
      return HttpResponse.json(preview);
    }),
  );
  return record;
}

describe('the weekly digest in the notification settings', () => {
  it('is a switch saved with the settings, saying when and how it comes', async () => {
    const api = fakeApi({ channels: [], skipped: true });
    logInAs({ role: 'user' });
    const { user } = renderApp('/account/notifications');
    const digest = await screen.findByRole('switch', { name: /Weekly digest/ });
    expect(digest).not.toBeChecked();
    expect(
      screen.getByText(
        'Every Monday at 08:00 (site time): how each run did last week, by e-mail and Telegram.',
      ),
    ).toBeInTheDocument();
    await user.click(digest);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(api.puts).toMatchObject([{ digest: true }]);
    expect(api.previews).toBe(0);
  });

  it("sends this week's digest at once and says where it went", async () => {
    const api = fakeApi({ channels: ['telegram', 'email'], skipped: false });
    logInAs({ role: 'user' });
    const { user } = renderApp('/account/notifications');
    await user.click(await screen.findByRole('button', { name: "Send me this week's digest now" }));
    expect(
      await screen.findByText("This week's digest so far is on its way: Telegram, E-mail."),
    ).toBeInTheDocument();
    expect(api.previews).toBe(1);
    expect(api.puts).toEqual([]);
  });

  it('says so when no channel can reach the reader', async () => {
    fakeApi({ channels: [], skipped: true });
    logInAs({ role: 'user' });
    const { user } = renderApp('/account/notifications');
    await user.click(await screen.findByRole('button', { name: "Send me this week's digest now" }));
    expect(
      await screen.findByText(
        'No channel can reach you: turn on e-mail or link Telegram, save, then try again.',
      ),
    ).toBeInTheDocument();
  });
});

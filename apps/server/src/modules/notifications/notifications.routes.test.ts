import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const BOT = '123456:SETTINGS-token';

const settingsBody = {
  channels: { telegram: true, email: true, push: false },
  quietHours: { from: '22:00', to: '06:30' },
  minSeverity: 'critical',
  email: 'night-shift@example.test',
  language: 'he',
};

describe.each(DIALECTS)('notification settings on %s', (dialect) => {
  let t: TestContext;
  let telegram: FakeTelegram;
  let member: TestUser;

  beforeEach(async () => {
    telegram = await startFakeTelegram(BOT);
    t = await createTestContext(dialect, {
      notifications: { telegram: { bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }) } },
    });
    member = await t.createUser('user');
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    user: TestUser | null = member,
  ) => t.app.inject({ method, url, payload, headers: user?.auth ?? {} });

  it('answers the defaults to a user who set nothing, and what the server can deliver', async () => {
    const response = await call('GET', '/api/me/notifications');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      channels: { telegram: true, email: false, push: false },
      quietHours: null,
      minSeverity: 'warning',
      email: null,
      language: 'en',
      emailTo: member.user.email,
      telegram: { available: true, linked: false, botUsername: 'canopy_test_bot' },
      emailAvailable: false,
      // VAPID keys are always at hand (generated when not configured).
      pushAvailable: true,
      digest: false,
    });
  });

  it('saves channels, quiet hours, minimum severity, address and language, per user', async () => {
    const saved = await call('PUT', '/api/me/notifications', settingsBody);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...settingsBody, emailTo: 'night-shift@example.test' });
    expect((await call('GET', '/api/me/notifications')).json()).toMatchObject(settingsBody);
    const other = await t.createUser('admin');
    expect((await call('GET', '/api/me/notifications', undefined, other)).json()).toMatchObject({
      language: 'en',
    });
  });

  it.each([
    [
      'a time that is not HH:MM',
      { ...settingsBody, quietHours: { from: '25:00', to: '06:00' } },
      'body.quietHours.from',
    ],
    ['an unknown severity', { ...settingsBody, minSeverity: 'info' }, 'body.minSeverity'],
    ['an address that is not one', { ...settingsBody, email: 'nobody' }, 'body.email'],
    ['an unknown language', { ...settingsBody, language: 'fr' }, 'body.language'],
    [
      'a channel that is not a boolean',
      { ...settingsBody, channels: { telegram: 'yes', email: true, push: false } },
      'body.channels.telegram',
    ],
  ])('refuses %s with 400', async (_what, body, path) => {
    const response = await call('PUT', '/api/me/notifications', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('requires a login for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/notifications'],
      ['PUT', '/api/me/notifications'],
      ['POST', '/api/me/notifications/test'],
      ['POST', '/api/me/telegram-link'],
      ['DELETE', '/api/me/telegram-link'],
    ] as const) {
      expect((await call(method, url, settingsBody, null)).statusCode).toBe(401);
    }
  });

  it('links a Telegram chat with /start <code>, once, and unlinks it', async () => {
    const link = await call('POST', '/api/me/telegram-link');
    expect(link.statusCode).toBe(200);
    const { code, url, expiresAt } = link.json<{ code: string; url: string; expiresAt: string }>();
    expect(url).toBe(`https://t.me/canopy_test_bot?start=${code}`);
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(15 * 60_000);
    const updates = t.services.notifications.telegramUpdates!;
    await updates.handle({
      updateId: 1,
      message: { chatId: '777', fromId: '777', text: `/start ${code}`, languageCode: 'ru' },
    });
    expect((await call('GET', '/api/me/notifications')).json().telegram.linked).toBe(true);
    expect(telegram.sent.at(-1)).toMatchObject({ chatId: '777' });
    // A code works once.
    await updates.handle({
      updateId: 2,
      message: { chatId: '888', fromId: '888', text: `/start ${code}`, languageCode: null },
    });
    expect(telegram.sent.at(-1)).toMatchObject({ chatId: '888' });
    expect(
      await t.database.db.selectFrom('notification_settings').select('telegram_chat_id').execute(),
    ).toEqual([{ telegram_chat_id: '777' }]);
    expect((await call('DELETE', '/api/me/telegram-link')).statusCode).toBe(204);
    expect((await call('GET', '/api/me/notifications')).json().telegram.linked).toBe(false);
  });

  it('refuses an expired code', async () => {
    const { code } = (await call('POST', '/api/me/telegram-link')).json<{ code: string }>();
    t.clock.advance(15 * 60_000 + 1);
    await t.services.notifications.telegramUpdates!.handle({
      updateId: 1,
      message: { chatId: '777', fromId: '777', text: `/start ${code}`, languageCode: null },
    });
    expect((await call('GET', '/api/me/notifications')).json().telegram.linked).toBe(false);
  });

  it('refuses a test with no channel that can reach the user', async () => {
    const response = await call('POST', '/api/me/notifications/test');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'notifications.no_channel' });
  });

  it('queues a test message to the linked chat', async () => {
    const { code } = (await call('POST', '/api/me/telegram-link')).json<{ code: string }>();
    await t.services.notifications.telegramUpdates!.handle({
      updateId: 1,
      message: { chatId: '777', fromId: '777', text: `/start ${code}`, languageCode: null },
    });
    const response = await call('POST', '/api/me/notifications/test');
    expect(response.json()).toEqual({ queued: [{ channel: 'telegram', to: '777' }] });
    await t.services.notifications.outbox.runOnce();
    expect(telegram.sent.filter((m) => m.chatId === '777')).toHaveLength(2);
  });
});

describe.each(DIALECTS)('notification settings without a bot on %s', (dialect) => {
  let t: TestContext;
  afterEach(() => t.close());

  it('says Telegram is not available and refuses a link code', async () => {
    t = await createTestContext(dialect);
    const member = await t.createUser('user');
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: member.auth,
    });
    expect(settings.json().telegram).toEqual({ available: false, linked: false, botUsername: null });
    const link = await t.app.inject({ method: 'POST', url: '/api/me/telegram-link', headers: member.auth });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toMatchObject({ code: 'notifications.telegram_unavailable' });
  });
});

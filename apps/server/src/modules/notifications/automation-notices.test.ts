import type { Language } from '@canopy/shared/languages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../integrations/mail/mailer.ts';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { linkTelegram, putNotificationSettings } from '../../testing/notification-people.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { putSiteZone } from '../../testing/site-zone.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { pushPayloadOf } from './push-payload.ts';

const BOT = '123456:AUTOMATION-token';
const run = { automationId: 'auto-1', name: 'Socket on when hot', at: '2026-03-02T10:05:00.000Z' };

describe.each(DIALECTS)('automation notices on %s', (dialect) => {
  let t: TestContext;
  let telegram: FakeTelegram;
  let admin: TestUser;
  let chats = 900;

  beforeEach(async () => {
    telegram = await startFakeTelegram(BOT);
    t = await createTestContext(dialect, {
      notifications: {
        telegram: {
          bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }),
          webhookSecret: 'secret_123',
        },
        // Never reached: these tests read what was queued.
        mail: createSmtpMailer({ url: 'smtp://127.0.0.1:9', from: 'Canopy <canopy@example.test>' }),
        spacingMs: 0,
      },
      publicUrl: 'https://canopy.example.test',
    });
    t.clock.set('2026-03-02T10:05:00.000Z');
    admin = await t.createUser('admin');
    await putSiteZone(t, admin, 'America/Los_Angeles');
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
  });

  /** A user in `language` who chose e-mail (and a linked Telegram chat, with `telegram`). */
  async function person(language: Language, options: { telegram?: boolean; email?: boolean } = {}) {
    const user = await t.createUser('user');
    const saved = await putNotificationSettings(t, user, { language, ...options });
    expect(saved.statusCode).toBe(200);
    if (options.telegram) await linkTelegram(t, user, (chats += 1));
    return user;
  }

  const queued = () =>
    t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('kind', '=', 'automation')
      .orderBy('user_id')
      .orderBy('channel')
      .execute();
  const notify = (userIds: string[], code: 'ok' | 'device_offline') =>
    t.services.notifications.automationNotices({ zone: t.services.siteZone })(userIds, { ...run, code });

  it("queues one message per person's channel, in their language, with the time in the site's zone", async () => {
    const english = await person('en', { telegram: true });
    const hebrew = await person('he');
    const quiet = await person('ru', { email: false });
    expect(await notify([english.user._id, hebrew.user._id, quiet.user._id, english.user._id], 'ok')).toBe(3);

    const rows = await queued();
    const of = (user: TestUser) => rows.filter((row) => row.user_id === user.user._id);
    expect(of(english).map((row) => [row.channel, row.language, row.subject])).toEqual([
      ['email', 'en', 'Automation Socket on when hot ran: ok'],
      ['telegram', 'en', 'Automation Socket on when hot ran: ok'],
    ]);
    // 10:05 UTC is 02:05 in Los Angeles (PST, before the March change).
    expect(of(english)[0]!.text).toBe(
      [
        'Automation Socket on when hot ran: ok',
        '',
        'When: 2 Mar 2026, 02:05 (America/Los_Angeles)',
        '',
        'Its runs:',
        'https://canopy.example.test/automations/auto-1',
      ].join('\n'),
    );
    expect(of(hebrew).map((row) => [row.channel, row.language])).toEqual([['email', 'he']]);
    expect(of(hebrew)[0]!.subject).toBe('האוטומציה \u2068Socket on when hot\u2069 הופעלה: בוצעה');
    // No channel chosen: nothing queued for them.
    expect(of(quiet)).toEqual([]);
    expect(pushPayloadOf(rows[0]!, undefined)).toMatchObject({ url: '/automations' });
  });

  it("words a failure's reason, and queues nothing for no one", async () => {
    const spanish = await person('es');
    expect(await notify([], 'device_offline')).toBe(0);
    expect(await notify([spanish.user._id], 'device_offline')).toBe(1);
    const [row] = await queued();
    expect(row!.subject).toBe(
      'La automatización Socket on when hot se ejecutó: fallida: el dispositivo está desconectado',
    );
    expect(row!.status).toBe('pending');
  });
});

import { LANGUAGES, type Language } from '@canopy/shared/languages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../integrations/mail/mailer.ts';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { ackCallbackData, createTelegramClient } from '../../integrations/messaging/telegram.ts';
import {
  createRule,
  MINUTE,
  storeClimate,
  unresolved,
  withoutDefaultRules,
  TOO_HOT,
} from '../../testing/alert-fixtures.ts';
import { linkTelegram } from '../../testing/notification-people.ts';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { TELEGRAM_OFFSET_KEY } from './telegram-updates.ts';

const BOT = '123456:DELIVERY-token';
const SECRET = 'webhook-secret_123';
/** 2026-03-01 08:00 UTC is 10:00 in the device time zone (Asia/Jerusalem). */
const MORNING = Date.parse('2026-03-01T08:00:00.000Z');

describe.each(DIALECTS)('alert delivery on %s', (dialect) => {
  let t: TestContext;
  let telegram: FakeTelegram;
  let smtp: SmtpPeer;
  let admin: TestUser;

  beforeEach(async () => {
    telegram = await startFakeTelegram(BOT);
    smtp = await startSmtpPeer();
    t = await createTestContext(dialect, {
      notifications: {
        telegram: {
          bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }),
          webhookSecret: SECRET,
        },
        mail: createSmtpMailer({ url: smtp.url, from: 'Canopy <canopy@example.test>' }),
        spacingMs: 0,
      },
      publicUrl: 'https://canopy.example.test',
    });
    t.clock.advance(MORNING - t.clock.now().getTime());
    admin = await t.createUser('admin');
    await withoutDefaultRules(t);
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
    await smtp.close();
  });

  const settings = (user: TestUser, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: user.auth,
      payload: {
        channels: { telegram: true, email: true, push: false },
        quietHours: null,
        minSeverity: 'warning',
        email: null,
        language: 'en',
        ...body,
      },
    });
  const drain = () => t.services.notifications.outbox.runOnce();
  const hot = (extra: object = {}) =>
    createRule(t, admin, {
      ...TOO_HOT,
      ...extra,
    });

  it('writes each recipient in their own language, once, with value, unit, device time and link', async () => {
    const users: [Language, TestUser][] = [];
    for (const language of LANGUAGES) {
      const user = await t.createUser('user');
      await settings(user, { language, channels: { telegram: false, email: true, push: false } });
      users.push([language, user]);
    }
    await hot();
    await storeClimate(t, { temperature: 31.5 });
    await drain();
    await smtp.waitFor(LANGUAGES.length);
    await drain();
    expect(smtp.received).toHaveLength(LANGUAGES.length);
    const mailOf = (user: TestUser) => smtp.received.find((m) => m.to.includes(user.user.email))!;
    for (const [, user] of users) {
      const mail = mailOf(user);
      expect(mail.text).toContain('Flower Room A');
      expect(mail.text).toMatch(/31[.,]5/);
      expect(mail.text).toContain('°C');
      expect(mail.text).toContain('10:00');
      expect(mail.text).toContain('https://canopy.example.test/device/');
    }
    // Five languages, five different texts.
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(LANGUAGES.length);
  });

  it('delivers an e-mail once the SMTP server recovers, and Telegram meanwhile', async () => {
    await settings(admin, {});
    await linkTelegram(t, admin, '901');
    smtp.refuse(451, 2);
    await hot();
    await storeClimate(t, { temperature: 30 });
    await drain();
    expect(telegram.sent.filter((m) => m.chatId === '901')).toHaveLength(2);
    expect(smtp.received).toHaveLength(0);
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(MINUTE);
      await drain();
    }
    await smtp.waitFor(1);
    t.clock.advance(60 * MINUTE);
    await drain();
    expect(smtp.received).toHaveLength(1);
    const [alert] = await unresolved(t);
    const email = (await t.services.alerts.get(alert!._id)).notifications.find((n) => n.channel === 'email');
    expect(email).toMatchObject({ status: 'sent', to: admin.user.email });
  });

  it('gives up on a refused mailbox without blocking the other channel', async () => {
    await settings(admin, {});
    await linkTelegram(t, admin, '902');
    smtp.refuse(550, 1);
    await hot();
    await storeClimate(t, { temperature: 30 });
    await drain();
    const [alert] = await unresolved(t);
    const statuses = (await t.services.alerts.get(alert!._id)).notifications.map((n) => [
      n.channel,
      n.status,
    ]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['email', 'failed'],
        ['telegram', 'sent'],
      ]),
    );
  });

  it('honours each user minimum severity', async () => {
    await settings(admin, {
      minSeverity: 'critical',
      channels: { telegram: false, email: true, push: false },
    });
    await hot({ severity: 'warning' });
    await storeClimate(t, { temperature: 30 });
    await drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('holds warnings in quiet hours, sends critical ones, and sums up what is still open when they end', async () => {
    // 10:00 in Jerusalem: quiet from 09:00 to 11:00.
    await settings(admin, {
      quietHours: { from: '09:00', to: '11:00' },
      channels: { telegram: false, email: true, push: false },
    });
    await hot({ forMinutes: 0, clearMinutes: 0 });
    const rule = (name: string, metric: string, max: number, extra: object) =>
      createRule(t, admin, {
        name,
        kind: 'threshold',
        deviceType: 'climate',
        metric,
        max,
        repeatMinutes: 0,
        ...extra,
      });
    await rule('Too humid', 'humidity', 70, { severity: 'critical' });
    await rule('CO2 high', 'co2', 1500, { clearMinutes: 0 });
    await storeClimate(t, { temperature: 30, humidity: 80, co2: 2000 });
    await drain();
    await smtp.waitFor(1);
    expect(smtp.received.map((m) => m.subject)).toEqual([expect.stringMatching(/humidity/i)]);
    // The CO2 alert resolves inside quiet hours: it is left out of the summary.
    t.clock.advance(30 * MINUTE);
    await storeClimate(t, { temperature: 30, humidity: 80, co2: 900 });
    expect(await t.services.notifications.summarizeQuietHours()).toBe(0);
    await drain();
    expect(smtp.received).toHaveLength(1);
    // 11:00: quiet hours are over.
    t.clock.advance(30 * MINUTE);
    await storeClimate(t, { temperature: 30, humidity: 80, co2: 900 });
    expect(await t.services.notifications.summarizeQuietHours()).toBe(1);
    expect(await t.services.notifications.summarizeQuietHours()).toBe(0);
    await drain();
    await smtp.waitFor(2);
    const summary = smtp.received[1]!;
    expect(summary.text).toContain('Too hot');
    expect(summary.text).not.toContain('CO2 high');
    const statuses = await t.database.db
      .selectFrom('notifications as n')
      .innerJoin('alerts as a', 'a.id', 'n.alert_id')
      .select(['a.rule_name', 'n.kind', 'n.status'])
      .orderBy('a.rule_name')
      .orderBy('n.kind')
      .execute();
    expect(statuses).toEqual([
      { rule_name: 'CO2 high', kind: 'opened', status: 'discarded' },
      { rule_name: 'CO2 high', kind: 'resolved', status: 'discarded' },
      { rule_name: 'Too hot', kind: 'opened', status: 'summarized' },
      { rule_name: 'Too humid', kind: 'opened', status: 'sent' },
    ]);
  });

  it('acknowledges from the Telegram button as the linked user, answers the press, and replies in the chat', async () => {
    await settings(admin, { channels: { telegram: true, email: false, push: false } });
    await linkTelegram(t, admin, '903');
    await hot();
    await storeClimate(t, { temperature: 30 });
    await drain();
    const message = telegram.sent.find((m) => m.chatId === '903' && m.replyMarkup !== null)!;
    const [alert] = await unresolved(t);
    expect(JSON.stringify(message.replyMarkup)).toContain(ackCallbackData(alert!._id));
    await t.services.notifications.telegramUpdates!.handle({
      updateId: 50,
      callbackQuery: {
        id: 'cb1',
        fromId: '903',
        chatId: '903',
        messageId: message.messageId,
        data: ackCallbackData(alert!._id),
      },
    });
    expect((await unresolved(t))[0]).toMatchObject({
      state: 'acknowledged',
      acknowledgedBy: { email: admin.user.email },
    });
    expect(telegram.answeredCallbacks).toEqual([expect.objectContaining({ id: 'cb1' })]);
    await drain();
    expect(telegram.sent.at(-1)).toMatchObject({ chatId: '903', replyTo: message.messageId });
    expect(telegram.clearedButtons).toContainEqual({ chatId: '903', messageId: message.messageId });
    // Someone who never linked a chat is told so, and nothing changes.
    await t.services.notifications.telegramUpdates!.handle({
      updateId: 51,
      callbackQuery: {
        id: 'cb2',
        fromId: '999',
        chatId: '999',
        messageId: 1,
        data: ackCallbackData(alert!._id),
      },
    });
    expect(telegram.answeredCallbacks.at(-1)).toMatchObject({ id: 'cb2' });
    expect(telegram.answeredCallbacks.at(-1)!.text).not.toBe(telegram.answeredCallbacks[0]!.text);
  });

  it('takes updates through the webhook only with the secret', async () => {
    const post = (secret: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/telegram',
        headers: secret ? { 'x-telegram-bot-api-secret-token': secret } : {},
        payload: {
          update_id: 7,
          message: {
            message_id: 1,
            chat: { id: 904, type: 'private' },
            from: { id: 904 },
            text: '/start NOPE1234',
          },
        },
      });
    expect((await post(null)).statusCode).toBe(401);
    expect((await post('wrong-secret')).statusCode).toBe(401);
    const ok = await post(SECRET);
    expect(ok.statusCode).toBe(200);
    expect(telegram.sent.at(-1)).toMatchObject({ chatId: '904' });
  });

  it('polls getUpdates in the telegram-updates job and keeps its offset', async () => {
    const polling = await createTestContext(dialect, {
      notifications: { telegram: { bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }) } },
    });
    try {
      const user = await polling.createUser('user');
      const { code } = (
        await polling.app.inject({ method: 'POST', url: '/api/me/telegram-link', headers: user.auth })
      ).json<{ code: string }>();
      polling.services.jobs.start(['telegram-updates']);
      telegram.pushMessage('905', `/start ${code}`);
      for (let i = 0; i < 100; i += 1) {
        const linked = (
          await polling.app.inject({ method: 'GET', url: '/api/me/notifications', headers: user.auth })
        ).json().telegram.linked;
        if (linked) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(
        (await polling.app.inject({ method: 'GET', url: '/api/me/notifications', headers: user.auth })).json()
          .telegram.linked,
      ).toBe(true);
      // The offset is stored once the batch the link came in has been handled, a moment after the link.
      const storedOffset = async () =>
        Number(
          (
            await polling.database.db
              .selectFrom('app_state')
              .select('value')
              .where('key', '=', TELEGRAM_OFFSET_KEY)
              .executeTakeFirst()
          )?.value ?? 0,
        );
      for (let i = 0; i < 100 && (await storedOffset()) === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await storedOffset()).toBeGreaterThan(0);
    } finally {
      await polling.close();
    }
  });
});

describe('the Telegram webhook switched off', () => {
  it('is not found without TELEGRAM_WEBHOOK_SECRET', async () => {
    const t = await createTestContext('sqlite');
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/webhooks/telegram', payload: {} });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

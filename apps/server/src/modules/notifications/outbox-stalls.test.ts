import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../integrations/mail/mailer.ts';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import { createRule, storeClimate, storeSoil, withoutDefaultRules } from '../../testing/alert-fixtures.ts';
import { linkTelegram, putNotificationSettings } from '../../testing/notification-people.ts';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer.ts';
import {
  startStallingSmtpPeer,
  type SmtpStall,
  type StallingSmtpPeer,
} from '../../testing/stalling-smtp-peer.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const BOT = '123456:STALL-token';
const GROUP_CHAT = '-100500';
const LINKED_CHAT = '777';
/** Far shorter than the mail client's own 10 s timeouts: only the outbox's deadline can end a stall. */
const DEADLINE_MS = 2500;

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(DIALECTS)('a stalled peer on %s', (dialect) => {
  let t: TestContext | null = null;
  let telegram: FakeTelegram;
  let stalled: StallingSmtpPeer | null = null;
  let smtp: SmtpPeer | null = null;

  afterEach(async () => {
    await t?.close();
    t = null;
    telegram.resume();
    await telegram.close();
    await stalled?.close();
    stalled = null;
    await smtp?.close();
    smtp = null;
  });

  /** An app whose e-mail goes to `mailUrl`, with a group chat, a linked chat and two e-mail readers. */
  async function start(mailUrl: string, sendDeadlineMs = DEADLINE_MS) {
    telegram = await startFakeTelegram(BOT);
    const context = await createTestContext(dialect, {
      notifications: {
        telegram: {
          bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }),
          chatId: GROUP_CHAT,
          webhookSecret: 'stall-webhook-secret',
        },
        mail: createSmtpMailer({ url: mailUrl, from: 'Canopy <canopy@example.test>' }),
        spacingMs: 0,
        sendDeadlineMs,
      },
    });
    t = context;
    const admin = await context.createUser('admin');
    const reader = await context.createUser('user');
    await withoutDefaultRules(context);
    for (const user of [admin, reader]) await mailOn(context, user);
    await linkTelegram(context, admin, LINKED_CHAT);
    // The bot's welcome in the linked chat goes first, so the tests below count alert messages only.
    await context.services.notifications.outbox.runOnce();
    telegram.sent.length = 0;
    for (const [metric, deviceType, max] of [
      ['temperature', 'climate', 26],
      ['moisture_pct', 'soil', 80],
    ] as const) {
      await createRule(context, admin, {
        name: `Too much ${metric}`,
        kind: 'threshold',
        deviceType,
        metric,
        max,
        severity: 'critical',
        clearMinutes: 0,
      });
    }
    return context;
  }

  async function mailOn(context: TestContext, user: TestUser) {
    const response = await putNotificationSettings(context, user, { language: 'en', telegram: true });
    expect(response.statusCode).toBe(200);
  }

  const rows = (context: TestContext, channel: 'email' | 'telegram') =>
    context.database.db
      .selectFrom('notifications')
      .select(['status', 'attempts', 'next_attempt_ms', 'last_error', 'recipient'])
      .where('channel', '=', channel)
      .execute();

  // Every way of stalling on SQLite; on PostgreSQL the worst one (the outbox's claims are the same SQL).
  const stalls: SmtpStall[] = dialect === 'sqlite' ? ['after-data', 'no-greeting', 'trickle'] : ['trickle'];
  it.each<SmtpStall>(stalls)(
    'with an SMTP server that stalls (%s), the next alert still reaches Telegram at once and the e-mail is retried later',
    async (stall) => {
      stalled = await startStallingSmtpPeer(stall, { trickleMs: 300 });
      const context = await start(stalled.url);
      const outbox = context.services.notifications.outbox;

      await storeClimate(context, { temperature: 31 });
      outbox.pump();
      await until(() => telegram.sent.length === 2, 'the first alert on Telegram');
      await until(() => stalled!.sessions() === 2, 'both e-mails in flight');

      // A second alert while both e-mails hang: its Telegram messages do not wait for them.
      await storeSoil(context, { moisture_pct: 95 });
      outbox.pump();
      await until(() => telegram.sent.length === 4, 'the second alert on Telegram', DEADLINE_MS);
      // Sent while the first two e-mails still hang, before any other connection was tried.
      expect(stalled.sessions()).toBe(2);
      expect(stalled.openConnections()).toBe(2);
      expect(new Set(telegram.sent.map((m) => m.chatId))).toEqual(new Set([GROUP_CHAT, LINKED_CHAT]));

      // At the deadline the stalled sends are aborted, their connections closed, and they wait to retry.
      await until(
        async () => (await rows(context, 'email')).every((row) => row.attempts > 0),
        'the deadline',
      );
      await until(() => stalled!.openConnections() === 0, 'the connections to close');
      const waiting = await rows(context, 'email');
      const nowMs = context.clock.now().getTime();
      for (const row of waiting.filter((r) => r.last_error?.includes(`${DEADLINE_MS} ms`))) {
        expect(row.status).toBe('pending');
        expect(Number(row.next_attempt_ms)).toBeGreaterThan(nowMs);
      }
      expect(waiting.filter((r) => r.last_error?.includes(`${DEADLINE_MS} ms`)).length).toBeGreaterThan(0);

      // Later (after the backoff), the outbox tries the server again.
      const sessionsBefore = stalled.sessions();
      context.clock.advance(60_000);
      outbox.pump();
      await until(() => stalled!.sessions() > sessionsBefore, 'a retry of the e-mail');
    },
    30_000,
  );

  it('with a Bot API that never answers, e-mail still goes out within seconds and Telegram is retried', async () => {
    smtp = await startSmtpPeer();
    const context = await start(smtp.url);
    telegram.hang();

    await storeClimate(context, { temperature: 31 });
    context.services.notifications.outbox.pump();
    await smtp.waitFor(2, DEADLINE_MS / 2);
    expect(telegram.hung).toBe(2);

    await until(
      async () => (await rows(context, 'telegram')).every((row) => row.attempts === 1),
      'the deadline',
    );
    for (const row of await rows(context, 'telegram')) {
      expect(row.status).toBe('pending');
      expect(row.last_error).toContain(`${DEADLINE_MS} ms`);
    }
    telegram.resume();
    context.clock.advance(60_000);
    await context.services.notifications.outbox.runOnce();
    expect(telegram.sent.map((m) => m.chatId).sort()).toEqual([GROUP_CHAT, LINKED_CHAT].sort());
  }, 30_000);

  it('stops at once on shutdown, whatever a send does, and leaves the message due for the next leader', async () => {
    stalled = await startStallingSmtpPeer('trickle', { trickleMs: 300 });
    // The production deadline: only the shutdown can end these sends within the test.
    const context = await start(stalled.url, 30_000);
    await storeClimate(context, { temperature: 31 });
    context.services.notifications.outbox.pump();
    await until(() => stalled!.sessions() === 2 && telegram.sent.length === 2, 'the sends to start');

    const closing = Date.now();
    await context.app.close();
    expect(Date.now() - closing).toBeLessThan(5000);
    const nowMs = context.clock.now().getTime();
    for (const row of await rows(context, 'email')) {
      // Not counted as an attempt, and due now rather than after the 60 s claim.
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(Number(row.next_attempt_ms)).toBeLessThanOrEqual(nowMs);
    }
    await until(() => stalled!.openConnections() === 0, 'the connections to close');
  }, 30_000);

  it('holds only the lane of a chat that hangs: the group chat hears the next alert meanwhile', async () => {
    smtp = await startSmtpPeer();
    const context = await start(smtp.url);
    const outbox = context.services.notifications.outbox;
    telegram.hang(LINKED_CHAT);
    await storeClimate(context, { temperature: 31 });
    outbox.pump();
    await until(() => telegram.sent.length === 1 && telegram.hung === 1, 'the first alert');
    await storeSoil(context, { moisture_pct: 95 });
    outbox.pump();
    await until(() => telegram.sent.length === 2, 'the second alert in the group chat', DEADLINE_MS);
    expect(telegram.sent.map((m) => m.chatId)).toEqual([GROUP_CHAT, GROUP_CHAT]);
    expect(telegram.hung).toBe(1);
  }, 30_000);
});

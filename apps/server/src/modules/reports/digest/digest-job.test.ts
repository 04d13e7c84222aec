import type { Language } from '@canopy/shared/languages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../integrations/mail/mailer.ts';
import { createTelegramClient } from '../../../integrations/messaging/telegram.ts';
import { cropFixtures } from '../../../testing/crop-fixtures.ts';
import { startFakeTelegram, type FakeTelegram } from '../../../testing/fake-telegram.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../testing/smtp-peer.ts';
import { linkTelegram, putNotificationSettings } from '../../../testing/notification-people.ts';
import {
  buildTestApp,
  createTestContext,
  type TestApp,
  type TestContext,
  type TestUser,
} from '../../../testing/test-app.ts';
import { putSiteZone } from '../../../testing/site-zone.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

const BOT = '123456:DIGEST-token';
const MIN = 60_000;
const HOUR = 60 * MIN;
const utc = (iso: string) => Date.parse(iso);
/** Monday 2 March 2026, 08:00 in Jerusalem (UTC+2): the digest of 23 Feb - 1 Mar is due. */
const MONDAY_8 = utc('2026-03-02T06:00:00.000Z');

describe.each(DIALECTS)('the weekly digest job on %s', (dialect) => {
  let t: TestContext;
  let telegram: FakeTelegram;
  let smtp: SmtpPeer;
  let admin: TestUser;
  let chats = 9000;
  const others: TestApp[] = [];
  const channels = () => ({
    telegram: {
      bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }),
      webhookSecret: 'secret_1',
    },
    mail: createSmtpMailer({ url: smtp.url, from: 'Canopy <canopy@example.test>' }),
    spacingMs: 0,
  });

  beforeEach(async () => {
    telegram = await startFakeTelegram(BOT);
    smtp = await startSmtpPeer();
    t = await createTestContext(dialect, {
      notifications: channels(),
      publicUrl: 'https://canopy.example.test',
    });
    t.clock.set(MONDAY_8 - 3 * 24 * HOUR);
    admin = await t.createUser('admin');
    await setZone('Asia/Jerusalem');
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.app.close();
    await t.close();
    await telegram.close();
    await smtp.close();
  });

  /** Signs a user in again at the clock's time (sessions last 12 hours), in place. */
  async function again(user: TestUser): Promise<TestUser> {
    const token = await t.login(user.user.email, user.password);
    return Object.assign(user, { token, auth: { authorization: `Bearer ${token}` } });
  }
  async function setZone(timeZone: string) {
    await again(admin);
    await putSiteZone(t, admin, timeZone);
  }
  /** A person on e-mail (and a linked Telegram chat with `telegram`) who opted in (or not). */
  async function person(
    options: { language?: Language; telegram?: boolean; email?: boolean; digest?: boolean } = {},
  ) {
    const user = await t.createUser('user');
    const saved = await putNotificationSettings(t, user, {
      ...options,
      language: options.language ?? 'en',
      digest: options.digest ?? true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ digest: boolean }>().digest).toBe(options.digest ?? true);
    if (options.telegram) await linkTelegram(t, user, (chats += 1));
    return user;
  }
  /** An active run in a room: something to report every week. */
  async function activeRun() {
    const staff = await t.createUser('superuser');
    const crop = cropFixtures(t, staff);
    const room = await crop.room({ name: 'Flower 1' });
    const strainId = await crop.strain('Gelato');
    return crop.run({ groups: [{ strainId, plantCount: 10, roomId: room._id, stage: 'flower' }] });
  }
  const sendDue = () => t.services.digest.sender.sendDue();
  const rows = (weekStart: string) => t.services.digest.sends.ofWeek(weekStart);
  const drain = async () => {
    await t.services.notifications.outbox.runOnce();
    for (const other of others) await other.services.notifications.outbox.runOnce();
  };
  const emailsTo = (user: TestUser) => smtp.received.filter((mail) => mail.to.includes(user.user.email));

  it('sends each person who opted in one digest a week, at 08:00 on Monday: twice run, two instances, a restart', async () => {
    const run = await activeRun();
    const people = [await person(), await person({ telegram: true }), await person({ telegram: true })];
    const second = await buildTestApp(t.database, {
      clock: t.clock,
      notifications: channels(),
      publicUrl: 'https://canopy.example.test',
    });
    await second.app.ready();
    others.push(second);

    t.clock.set(MONDAY_8 - MIN);
    expect(await sendDue()).toMatchObject({ sent: 0 });
    expect(await rows('2026-02-23')).toEqual([]);

    t.clock.set(MONDAY_8);
    // Both instances at the same moment: the unique key gives each person's week to one of them.
    const [a, b] = await Promise.all([sendDue(), second.services.digest.sender.sendDue()]);
    expect(a.sent + b.sent).toBe(3);
    expect((await rows('2026-02-23')).map((row) => [row.user_id, row.status])).toEqual(
      people.map((p) => [p.user._id, 'sent']).sort(),
    );
    // The job again, and a restarted instance over the same database: nothing more.
    expect(await sendDue()).toMatchObject({ sent: 0, taken: 0 });
    await second.app.close();
    others.splice(0);
    const restarted = await buildTestApp(t.database, {
      clock: t.clock,
      notifications: channels(),
      publicUrl: 'https://canopy.example.test',
    });
    await restarted.app.ready();
    others.push(restarted);
    t.clock.advance(10 * MIN);
    expect(await restarted.services.digest.sender.sendDue()).toMatchObject({ sent: 0, taken: 0 });

    await drain();
    await drain();
    for (const p of people) {
      const mails = emailsTo(p);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('Weekly digest: Farm');
      expect(mails[0]!.subject).not.toContain('Preview');
      expect(mails[0]!.html).toContain('dir="ltr"');
      expect(mails[0]!.attachments).toMatchObject([
        { filename: 'digest-2026-02-23.pdf', contentType: 'application/pdf' },
      ]);
      expect(mails[0]!.attachments[0]!.size).toBeGreaterThan(1000);
    }
    expect(smtp.received).toHaveLength(3);
    // The two linked chats heard it once each, as a short summary (beside the bot's "linked" replies).
    const digests = telegram.sent.filter((m) => m.text.startsWith('Weekly digest: Farm'));
    expect(digests).toHaveLength(2);
    expect(new Set(digests.map((m) => m.chatId)).size).toBe(2);
    expect(digests.every((m) => m.text.length < 4096 && m.text.includes(`• ${run.code} · `))).toBe(true);
    expect(await rows('2026-02-23')).toHaveLength(3);
  });

  it('sends nothing to a person who opted out, and records a week where nothing happened as skipped', async () => {
    const never = await person({ digest: false });
    const quiet = await person();
    const optedOut = await person();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: optedOut.auth,
      payload: {
        channels: { telegram: false, email: true, push: false },
        quietHours: null,
        minSeverity: 'warning',
        email: null,
        language: 'en',
        digest: false,
      },
    });
    expect(off.json<{ digest: boolean }>().digest).toBe(false);
    t.clock.set(MONDAY_8 + HOUR);
    expect(await sendDue()).toMatchObject({ sent: 0, skipped: 1 });
    expect((await rows('2026-02-23')).map((row) => [row.user_id, row.status, row.detail])).toEqual([
      [quiet.user._id, 'skipped', 'nothing happened'],
    ]);
    await drain();
    expect(smtp.received).toEqual([]);
    expect(emailsTo(never)).toEqual([]);
  });

  it('records a person no channel reaches as skipped', async () => {
    await activeRun();
    const unreachable = await person({ email: false });
    t.clock.set(MONDAY_8);
    expect(await sendDue()).toMatchObject({ sent: 0, skipped: 1 });
    expect(await rows('2026-02-23')).toMatchObject([
      { user_id: unreachable.user._id, status: 'skipped', detail: 'no channel' },
    ]);
  });

  it('does not send last week to someone who opts in on Tuesday, nor 12 hours after Monday 08:00', async () => {
    await activeRun();
    t.clock.set(MONDAY_8 + 12 * HOUR + MIN);
    await person();
    expect(await sendDue()).toMatchObject({ sent: 0, skipped: 0 });
    t.clock.set(MONDAY_8 + 26 * HOUR);
    expect(await sendDue()).toMatchObject({ sent: 0, skipped: 0 });
    expect(await rows('2026-02-23')).toEqual([]);
    // The next Monday's goes out.
    t.clock.set(MONDAY_8 + 7 * 24 * HOUR);
    expect(await sendDue()).toMatchObject({ sent: 1 });
    expect(await rows('2026-03-02')).toHaveLength(1);
  });

  it('sends a preview of this week at once, marked as one, without taking the Monday digest', async () => {
    await activeRun();
    const reader = await person({ language: 'he', telegram: true });
    const lonely = await person({ email: false });
    t.clock.set(MONDAY_8 - 2 * 24 * HOUR);
    await again(reader);
    await again(lonely);
    const preview = await t.app.inject({ method: 'POST', url: '/api/me/digest/send', headers: reader.auth });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ channels: ['telegram', 'email'], skipped: false });
    const again60 = await t.app.inject({ method: 'POST', url: '/api/me/digest/send', headers: reader.auth });
    expect(again60.statusCode).toBe(429);
    const none = await t.app.inject({ method: 'POST', url: '/api/me/digest/send', headers: lonely.auth });
    expect(none.json()).toEqual({ channels: [], skipped: true });
    await drain();
    const [mail] = emailsTo(reader);
    expect(mail!.subject).toContain('תצוגה מקדימה');
    expect(mail!.html).toContain('<html lang="he" dir="rtl">');
    expect(mail!.html).toContain('text-align:right');
    expect(telegram.sent.at(-1)!.text).toContain('תצוגה מקדימה');
    expect(await rows('2026-02-23')).toEqual([]);

    // A minute later another preview goes; on Monday the week's digest still does.
    t.clock.advance(61_000);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/me/digest/send', headers: reader.auth })).statusCode,
    ).toBe(200);
    t.clock.set(MONDAY_8);
    expect(await sendDue()).toMatchObject({ sent: 1, skipped: 1 });
    await drain();
    const mails = emailsTo(reader);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toContain('סיכום שבועי');
    expect(mails[2]!.subject).not.toContain('תצוגה מקדימה');
  });

  /** A zone's first Monday after a change of clocks: nothing a minute before 08:00 local, the digest at it. */
  async function expectAt(timeZone: string, eightLocal: string, weekStart: string, wrongOffset: string) {
    t.clock.set(utc(eightLocal) - 3 * HOUR);
    await setZone(timeZone);
    t.clock.set(utc(wrongOffset));
    const early = utc(wrongOffset) < utc(eightLocal);
    if (early) expect(await sendDue(), `${timeZone} at 07:00`).toMatchObject({ sent: 0 });
    t.clock.set(utc(eightLocal) - MIN);
    expect(await sendDue(), `${timeZone} at 07:59`).toMatchObject({ sent: 0 });
    expect(await rows(weekStart)).toEqual([]);
    t.clock.set(utc(eightLocal));
    expect(await sendDue(), `${timeZone} at 08:00`).toMatchObject({ sent: 1 });
    expect(await rows(weekStart)).toHaveLength(1);
  }

  it("goes out at 08:00 site time on the Monday after each change of the clocks, in the site's zone", async () => {
    t.clock.set(utc('2026-03-01T00:00:00.000Z'));
    await activeRun();
    await person();
    // Los Angeles springs forward on 8 March: 08:00 PDT is 15:00 UTC (the old offset's 08:00 is 16:00).
    await expectAt(
      'America/Los_Angeles',
      '2026-03-09T15:00:00.000Z',
      '2026-03-02',
      '2026-03-09T16:00:00.000Z',
    );
    // Auckland falls back on 5 April: 08:00 NZST (+12) is 20:00 UTC the day before (the old one's 19:00).
    await expectAt('Pacific/Auckland', '2026-04-05T20:00:00.000Z', '2026-03-30', '2026-04-05T19:00:00.000Z');
    // Auckland springs forward on 27 September: 08:00 NZDT (+13) is 19:00 UTC.
    await expectAt('Pacific/Auckland', '2026-09-27T19:00:00.000Z', '2026-09-21', '2026-09-27T20:00:00.000Z');
    // Los Angeles falls back on 1 November: 08:00 PST is 16:00 UTC (the old offset's 08:00 is 15:00).
    await expectAt(
      'America/Los_Angeles',
      '2026-11-02T16:00:00.000Z',
      '2026-10-26',
      '2026-11-02T15:00:00.000Z',
    );
    // Tokyo keeps +9 all year: 08:00 on Monday 9 November is 23:00 UTC on Sunday.
    await expectAt('Asia/Tokyo', '2026-11-08T23:00:00.000Z', '2026-11-02', '2026-11-08T22:00:00.000Z');
  });
});

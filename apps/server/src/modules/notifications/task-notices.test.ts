import type { Language } from '@canopy/shared/languages';
import { isDueDay } from '@canopy/shared/recurrence';
import { localDate } from '@canopy/shared/site-days';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSmtpMailer } from '../../integrations/mail/mailer.ts';
import { createTelegramClient } from '../../integrations/messaging/telegram.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { linkTelegram, putNotificationSettings } from '../../testing/notification-people.ts';
import {
  buildTestApp,
  createTestContext,
  type TestApp,
  type TestContext,
  type TestUser,
} from '../../testing/test-app.ts';
import { putSiteZone } from '../../testing/site-zone.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import type { NotificationKind } from './notifications.table.ts';
import { MORNING_LIST_KEY } from './task-morning-list.ts';

const BOT = '123456:TASKS-token';

describe.each(DIALECTS)('task notifications on %s', (dialect) => {
  let t: TestContext;
  let telegram: FakeTelegram;
  let admin: TestUser;
  let chats = 700;
  const channels = () => ({
    telegram: {
      bot: createTelegramClient({ botToken: BOT, apiUrl: telegram.url }),
      webhookSecret: 'secret_123',
    },
    // Never reached: these tests read what was queued, and send only Telegram's.
    mail: createSmtpMailer({ url: 'smtp://127.0.0.1:9', from: 'Canopy <canopy@example.test>' }),
    spacingMs: 0,
  });

  beforeEach(async () => {
    telegram = await startFakeTelegram(BOT);
    t = await createTestContext(dialect, {
      notifications: channels(),
      publicUrl: 'https://canopy.example.test',
    });
    admin = await t.createUser('admin');
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
  });

  const setZone = (timeZone: string) => putSiteZone(t, admin, timeZone);

  /** A user on e-mail (and Telegram, linked, with `telegram`) in `language`. */
  async function person(language: Language = 'en', options: { telegram?: boolean } = {}) {
    const user = await t.createUser('user');
    const saved = await putNotificationSettings(t, user, { language, telegram: options.telegram });
    expect(saved.statusCode).toBe(200);
    if (options.telegram) await linkTelegram(t, user, (chats += 1));
    return user;
  }

  /** A task row as the tasks service writes one (its due's site day in the site's zone). */
  async function task(fields: {
    description: string;
    by?: TestUser;
    dueAt?: string | null;
    priority?: 'low' | 'normal' | 'high';
    status?: string;
    assignees?: TestUser[];
  }) {
    const by = fields.by ?? admin;
    const zone = await t.services.siteZone.timeZone();
    const dueAt = fields.dueAt ?? null;
    const now = t.clock.now().toISOString();
    const id = newId();
    const shortId = newShortId();
    await t.database.db
      .insertInto('tasks')
      .values({
        id,
        short_id: shortId,
        description: fields.description,
        status: fields.status ?? 'in_progress',
        created_by_id: by.user._id,
        created_by_login: by.user.email,
        created_by_name: by.user.email.split('@')[0]!,
        created_at: now,
        updated_at: now,
        completed_at: null,
        deleted_at: null,
        deleted_by: null,
        due_at: dueAt && (isDueDay(dueAt) ? dueAt : new Date(dueAt).toISOString()),
        due_day: dueAt && (isDueDay(dueAt) ? dueAt : localDate(dueAt, zone)),
        priority: fields.priority ?? 'normal',
        recurrence: null,
        series_id: null,
        previous_id: null,
        run_id: null,
        group_id: null,
        room_id: null,
        cutting_id: null,
        device_id: null,
        template_id: null,
        template_step_id: null,
        overdue_notified_at: null,
      })
      .execute();
    for (const assignee of fields.assignees ?? [])
      await t.database.db
        .insertInto('task_assignees')
        .values({ task_id: id, user_id: assignee.user._id })
        .execute();
    return { id, shortId };
  }

  const queued = (kind: NotificationKind) =>
    t.database.db.selectFrom('notifications').selectAll().where('kind', '=', kind).orderBy('id').execute();
  const mailsTo = async (kind: NotificationKind, user: TestUser) =>
    (await queued(kind)).filter((row) => row.channel === 'email' && row.recipient === user.user.email);

  describe('the morning list', () => {
    it('goes out at 07:00 in Asia/Jerusalem: each person their open tasks due today and overdue, once', async () => {
      await setZone('Asia/Jerusalem');
      // 2026-03-10 06:59 in Jerusalem (UTC+2).
      t.clock.set('2026-03-10T04:59:00.000Z');
      const anna = await person();
      const ben = await person();
      const idle = await person();
      const late = await task({
        description: 'Clean the carbon filter',
        dueAt: '2026-03-08',
        assignees: [anna],
      });
      const watering = await task({
        description: 'Water room 2',
        dueAt: '2026-03-10T09:00:00+02:00',
        assignees: [anna, ben],
      });
      const mine = await task({ description: 'Order cubes', dueAt: '2026-03-10' });
      await task({ description: 'Tomorrow', dueAt: '2026-03-11', assignees: [anna] });
      await task({ description: 'Finished', dueAt: '2026-03-09', status: 'done', assignees: [anna] });
      await task({ description: 'In review', dueAt: '2026-03-09', status: 'review', assignees: [ben] });
      await task({ description: 'No due', assignees: [idle] });

      expect(await t.services.taskNotices.sendMorningLists()).toBe(0);
      t.clock.set('2026-03-10T05:00:00.000Z');
      // Anna, Ben, and the admin (whose unassigned task is theirs) have a list; the admin has no channels.
      expect(await t.services.taskNotices.sendMorningLists()).toBe(3);
      expect(await t.services.taskNotices.sendMorningLists()).toBe(0);

      const [annas] = await mailsTo('task_morning', anna);
      expect(await mailsTo('task_morning', anna)).toHaveLength(1);
      expect(annas!.subject).toBe('Your tasks for today: 2');
      expect(annas!.text).toContain(`Task #${late.shortId}: Clean the carbon filter (due 8 Mar 2026)`);
      expect(annas!.text).toContain(`Task #${watering.shortId}: Water room 2 (due 09:00)`);
      expect(annas!.text.indexOf('Overdue:')).toBeLessThan(annas!.text.indexOf('Today:'));
      expect(annas!.text).toContain('(times in Asia/Jerusalem)');
      expect(annas!.text).toContain('https://canopy.example.test/tasks');
      expect(annas!.text).not.toContain('Tomorrow');
      expect(annas!.text).not.toContain('Finished');
      expect(annas!.text).not.toContain(mine.shortId);
      const [bens] = await mailsTo('task_morning', ben);
      expect(bens!.subject).toBe('Your tasks for today: 1');
      expect(bens!.text).not.toContain('In review');
      // Skipped when empty: the person with only an undated task hears nothing.
      expect(await mailsTo('task_morning', idle)).toEqual([]);
      expect(await queued('task_morning')).toHaveLength(2);
    });

    it('goes out at 07:00 in America/Los_Angeles on the day its clocks move forward', async () => {
      await setZone('America/Los_Angeles');
      const anna = await person();
      await task({ description: 'Flush the drip lines', dueAt: '2026-03-08', assignees: [anna] });
      await task({ description: 'Saturday chores', dueAt: '2026-03-07', assignees: [anna] });
      // 2026-03-08: 02:00 PST becomes 03:00 PDT (UTC-7), so 07:00 is 14:00 UTC, not 15:00.
      t.clock.set('2026-03-08T13:59:00.000Z');
      expect(await t.services.taskNotices.sendMorningLists()).toBe(0);
      t.clock.set('2026-03-08T14:00:00.000Z');
      expect(await t.services.taskNotices.sendMorningLists()).toBe(1);
      const [mail] = await mailsTo('task_morning', anna);
      expect(mail!.text).toContain('Flush the drip lines');
      expect(mail!.text).toContain('Saturday chores (due 7 Mar 2026)');
      expect(mail!.text).toContain('(times in America/Los_Angeles)');
    });

    it('goes out once with two instances running it at once, and again the next day', async () => {
      await setZone('Asia/Jerusalem');
      const anna = await person();
      const ben = await person();
      await task({ description: 'Daily check', dueAt: '2026-03-10', assignees: [anna, ben] });
      t.clock.set('2026-03-10T05:00:30.000Z');
      const other: TestApp = await buildTestApp(t.database, { clock: t.clock, notifications: channels() });
      try {
        const runs = await Promise.all([
          t.services.taskNotices.sendMorningLists(),
          other.services.taskNotices.sendMorningLists(),
          t.services.taskNotices.sendMorningLists(),
        ]);
        expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(2);
        expect(await queued('task_morning')).toHaveLength(2);
        expect(await other.services.taskNotices.sendMorningLists()).toBe(0);
        // The next morning it is overdue, and both hear of it again, once.
        t.clock.set('2026-03-11T05:00:00.000Z');
        expect(await other.services.taskNotices.sendMorningLists()).toBe(2);
        expect(await t.services.taskNotices.sendMorningLists()).toBe(0);
        expect(await queued('task_morning')).toHaveLength(4);
      } finally {
        await other.app.close();
      }
    });

    it('goes out late, once, when the instance starts after 07:00; a missed day is not sent the day after', async () => {
      await setZone('Asia/Jerusalem');
      const anna = await person();
      await task({ description: 'Defoliate', dueAt: '2026-03-10', assignees: [anna] });
      // Down at 07:00, up at 15:20.
      t.clock.set('2026-03-10T13:20:00.000Z');
      expect(await t.services.taskNotices.sendMorningLists()).toBe(1);
      t.clock.advance(60_000);
      expect(await t.services.taskNotices.sendMorningLists()).toBe(0);
      expect(await mailsTo('task_morning', anna)).toHaveLength(1);
      const key = await t.database.db
        .selectFrom('app_state')
        .select('value')
        .where('key', '=', MORNING_LIST_KEY)
        .executeTakeFirst();
      expect(key?.value).toBe('2026-03-10');
      // Down all of the 11th; at 06:30 on the 12th it is not yet time, and the 11th is not sent.
      t.clock.set('2026-03-12T04:30:00.000Z');
      expect(await t.services.taskNotices.sendMorningLists()).toBe(0);
      expect(await mailsTo('task_morning', anna)).toHaveLength(1);
    });
  });

  describe('overdue high-priority tasks', () => {
    it('tell their assignees once, the creator when nobody is assigned, and again when the due moved later', async () => {
      await setZone('Asia/Jerusalem');
      t.clock.set('2026-03-10T07:59:00.000Z'); // 09:59 in Jerusalem
      const anna = await person();
      const creator = await person();
      const urgent = await task({
        description: 'Fix the dehumidifier',
        dueAt: '2026-03-10T10:00:00+02:00',
        priority: 'high',
        assignees: [anna],
      });
      await task({ description: 'Sweep the floor', dueAt: '2026-03-09', assignees: [anna] });
      await task({ description: 'Nobody has it', dueAt: '2026-03-09', priority: 'high', by: creator });
      await task({
        description: 'Closed',
        dueAt: '2026-03-09',
        priority: 'high',
        status: 'done',
        by: creator,
      });

      expect(await t.services.taskNotices.tellOverdue()).toBe(1);
      expect((await mailsTo('task_overdue', creator)).map((row) => row.subject)).toEqual([
        expect.stringMatching(/^Overdue, high priority: task #\w+: Nobody has it$/),
      ]);
      expect(await mailsTo('task_overdue', anna)).toEqual([]);

      t.clock.set('2026-03-10T08:00:01.000Z');
      const other = await buildTestApp(t.database, { clock: t.clock, notifications: channels() });
      try {
        const told = await Promise.all([
          t.services.taskNotices.tellOverdue(),
          other.services.taskNotices.tellOverdue(),
        ]);
        expect(told.reduce((sum, count) => sum + count, 0)).toBe(1);
      } finally {
        await other.app.close();
      }
      expect(await t.services.taskNotices.tellOverdue()).toBe(0);
      const [told] = await mailsTo('task_overdue', anna);
      expect(told!.subject).toBe(`Overdue, high priority: task #${urgent.shortId}: Fix the dehumidifier`);
      expect(told!.text).toContain('Due: 10 Mar 2026, 10:00 (Asia/Jerusalem)');

      // The due moves to tomorrow 10:00 through the API (whatever the service does with the mark).
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/tasks/${urgent.id}`,
        headers: admin.auth,
        payload: { dueAt: '2026-03-11T10:00:00+02:00' },
      });
      expect(moved.statusCode).toBe(200);
      t.clock.set('2026-03-11T07:59:00.000Z');
      expect(await t.services.taskNotices.tellOverdue()).toBe(0);
      t.clock.set('2026-03-11T08:01:00.000Z');
      expect(await t.services.taskNotices.tellOverdue()).toBe(1);
      expect(await t.services.taskNotices.tellOverdue()).toBe(0);
      expect(await mailsTo('task_overdue', anna)).toHaveLength(2);
      expect(await mailsTo('task_overdue', creator)).toHaveLength(1);
    });
  });

  describe('assignment', () => {
    it('is queued per channel, in each person’s language, not to the one who assigned it', async () => {
      await setZone('Asia/Jerusalem');
      const boss = await person('en', { telegram: true });
      const dana = await person('he', { telegram: true });
      const pablo = await person('es');
      const given = await task({ description: 'Check the trichomes', dueAt: '2026-03-12', by: boss });

      t.services.events.publish('task.assigned', {
        taskId: given.id,
        userIds: [boss.user._id, dana.user._id, pablo.user._id],
        byId: boss.user._id,
      });
      await vi.waitFor(async () => expect(await queued('task_assigned')).toHaveLength(3));

      const rows = await queued('task_assigned');
      expect(rows.filter((row) => row.user_id === boss.user._id)).toEqual([]);
      const danas = rows.filter((row) => row.user_id === dana.user._id);
      expect(danas.map((row) => row.channel).sort()).toEqual(['email', 'telegram']);
      const bossName = boss.user.email.split('@')[0]!;
      for (const row of danas) {
        expect(row.language).toBe('he');
        expect(row.subject).toMatch(/^משימה #.+ הוטלה עליך על ידי /);
        expect(row.subject).toContain(bossName);
        expect(row.subject).toContain(given.shortId);
        expect(row.text).toContain('Check the trichomes');
        expect(row.text).toMatch(/תאריך יעד: .*2026/);
        expect(row.severity).toBeNull();
        expect(row.alert_id).toBeNull();
      }
      const [pablos] = rows.filter((row) => row.user_id === pablo.user._id);
      expect(pablos!.channel).toBe('email');
      expect(pablos!.subject).toBe(`${bossName} te asignó la tarea #${given.shortId}: Check the trichomes`);
      expect(pablos!.text).toContain('Fecha límite: 12 mar 2026');

      // Queued, never sent inline: the outbox sends it (the chat has only heard it was linked so far).
      const danasChat = danas.find((row) => row.channel === 'telegram')!.recipient;
      const inChat = () => telegram.sent.filter((message) => message.chatId === danasChat);
      expect(inChat()).toHaveLength(1);
      await t.services.notifications.outbox.runOnce();
      await vi.waitFor(() => expect(inChat()).toHaveLength(2));
      expect(inChat()[1]!.text).toContain('Check the trichomes');
      expect(inChat()[1]!.replyMarkup).toBeNull();
    });

    it('follows a task created and reassigned through the API: only the people newly given it hear', async () => {
      const boss = await person();
      const anna = await person();
      const ben = await person();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: boss.auth,
        payload: {
          description: 'Harvest bench 3',
          assigneeIds: [boss.user._id, anna.user._id],
          dueAt: '2026-03-12',
        },
      });
      expect(created.statusCode).toBe(201);
      await vi.waitFor(async () => expect(await queued('task_assigned')).toHaveLength(1));
      const [annas] = await mailsTo('task_assigned', anna);
      expect(annas!.subject).toContain('Harvest bench 3');
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/tasks/${created.json<{ _id: string }>()._id}`,
        headers: boss.auth,
        payload: { assigneeIds: [anna.user._id, ben.user._id] },
      });
      expect(patched.statusCode).toBe(200);
      await vi.waitFor(async () => expect(await queued('task_assigned')).toHaveLength(2));
      expect(await mailsTo('task_assigned', ben)).toHaveLength(1);
      expect(await mailsTo('task_assigned', anna)).toHaveLength(1);
    });

    it('tells nobody who gave a task to themselves', async () => {
      const boss = await person();
      const given = await task({ description: 'My own', by: boss });
      expect(
        await t.services.taskNotices.tellAssigned({
          taskId: given.id,
          userIds: [boss.user._id],
          byId: boss.user._id,
        }),
      ).toBe(0);
      expect(await queued('task_assigned')).toEqual([]);
    });
  });
});

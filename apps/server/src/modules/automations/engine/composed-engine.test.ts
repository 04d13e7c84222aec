import type { Automation, AutomationRun } from '@canopy/shared/schemas/automations';
import type { Task, TaskTemplate } from '@canopy/shared/schemas/tasks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../integrations/mail/mailer.ts';
import {
  climateReading,
  DEVICE,
  fakeCloud,
  HOT_TRIGGER,
  SOCKET_ON,
} from '../../../testing/automation-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

const MINUTE = 60_000;

// The whole chain in the composed app (issue 41): stored readings, the engine the `automations` job runs,
// and each action reaching the module that carries it out.
describe.each(DIALECTS)('automations in the composed app on %s', (dialect) => {
  let t: TestContext;
  let cloud: ReturnType<typeof fakeCloud>;
  let staff: TestUser;
  let member: TestUser;
  let admin: TestUser;

  beforeEach(async () => {
    cloud = fakeCloud();
    t = await createTestContext(dialect, {
      deviceCloud: cloud.cloud,
      publicUrl: 'https://canopy.example.test',
      // E-mail is a channel people may choose; nothing here runs the outbox, so nothing is sent.
      notifications: {
        mail: createSmtpMailer({ url: 'smtp://127.0.0.1:9', from: 'Canopy <canopy@example.test>' }),
      },
    });
    t.clock.set('2026-03-02T10:00:00.000Z');
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    admin = await t.createUser('admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });

  it('fires a metric automation once after its wait: the command, a notice, a task and a webhook', async () => {
    expect(t.services.jobs.names()).toContain('automations');
    const engine = t.services.automationEngine!;
    await climateReading(t, { temperature: 24 });
    const mail = await call(member, 'PUT', '/api/me/notifications', {
      channels: { telegram: false, email: true, push: false },
      quietHours: null,
      minSeverity: 'warning',
      language: 'en',
    });
    expect(mail.statusCode, mail.body).toBe(200);
    const template = (
      await call(staff, 'POST', '/api/task-templates', {
        name: 'Heat',
        steps: [
          {
            title: 'Check the fans',
            stage: 'flower',
            dayOfStage: 1,
            checklist: ['Intake', 'Exhaust'],
            assignee: { userId: member.user._id },
          },
        ],
      })
    ).json<TaskTemplate>();
    const hook = await call(admin, 'POST', '/api/admin/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['alert.opened'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const created = await call(staff, 'POST', '/api/automations', {
      name: 'Socket on when hot',
      trigger: HOT_TRIGGER,
      actions: [
        SOCKET_ON,
        { type: 'notify', userIds: [member.user._id] },
        { type: 'task', templateId: template._id, stepId: template.steps[0]!._id },
        { type: 'webhook', webhookId: hook.json<{ _id: string }>()._id },
      ],
      cooldownMinutes: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const automation = created.json<Automation>();

    // Above 29 from 10:01; the 5-minute wait ends at 10:06. Each minute: a stored reading, then the job.
    const firedAt = Date.parse('2026-03-02T10:06:00.000Z');
    for (let minute = 1; minute <= 9; minute += 1) {
      t.clock.advance(MINUTE);
      await climateReading(t, { temperature: 30 + minute / 10 });
      await engine.evaluate();
      if (t.clock.now().getTime() < firedAt) expect(cloud.commands()).toEqual([]);
    }

    // Once, not on every evaluation while still above.
    expect(cloud.commands()).toEqual([{ deviceId: DEVICE, name: 'toggleSocket', arg: '2,on' }]);
    const runs = await call(member, 'GET', `/api/automations/${automation._id}/runs`);
    expect(runs.statusCode, runs.body).toBe(200);
    expect(runs.json<AutomationRun[]>()).toEqual([
      expect.objectContaining({ at: new Date(firedAt).toISOString(), result: 'ok' }),
    ]);

    const notices = await t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'channel', 'kind', 'subject', 'status'])
      .orderBy('kind')
      .execute();
    // The notice, and the task's own message to the person it was given to.
    expect(notices).toEqual([
      {
        user_id: member.user._id,
        channel: 'email',
        kind: 'automation',
        subject: 'Automation Socket on when hot ran: ok',
        status: 'pending',
      },
      expect.objectContaining({ user_id: member.user._id, kind: 'task_assigned', status: 'pending' }),
    ]);

    const tasks = (await call(member, 'GET', '/api/tasks?includeDone=true')).json<Task[]>();
    expect(tasks).toEqual([
      expect.objectContaining({
        description: 'Check the fans',
        dueAt: '2026-03-02',
        assigneeIds: [member.user._id],
        templateId: template._id,
        createdBy: expect.objectContaining({ id: staff.user._id }),
      }),
    ]);

    const deliveries = await t.database.db
      .selectFrom('webhook_deliveries')
      .select(['event', 'status'])
      .execute();
    expect(deliveries).toEqual([{ event: 'automation.fired', status: 'pending' }]);
  });

  it('records a failed command and tells the creator, through the composed notifications', async () => {
    await climateReading(t, { temperature: 24 });
    const mail = await call(staff, 'PUT', '/api/me/notifications', {
      channels: { telegram: false, email: true, push: false },
      quietHours: null,
      minSeverity: 'warning',
      language: 'en',
    });
    expect(mail.statusCode, mail.body).toBe(200);
    const created = await call(staff, 'POST', '/api/automations', {
      name: 'Socket on when hot',
      trigger: { ...HOT_TRIGGER, forMinutes: 0 },
      actions: [SOCKET_ON],
    });
    expect(created.statusCode, created.body).toBe(201);
    cloud.state.answer = 'offline';
    t.clock.advance(MINUTE);
    await climateReading(t, { temperature: 31 });
    await t.services.automationEngine!.evaluate();

    const runs = await call(staff, 'GET', `/api/automations/${created.json<Automation>()._id}/runs`);
    expect(runs.json<AutomationRun[]>()).toEqual([expect.objectContaining({ result: 'failed' })]);
    const notices = await t.database.db.selectFrom('notifications').select(['user_id', 'subject']).execute();
    expect(notices).toEqual([
      {
        user_id: staff.user._id,
        subject: 'Automation Socket on when hot ran: failed: the device is offline',
      },
    ]);
  });
});

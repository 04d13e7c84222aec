import type { Task, TaskTemplate } from '@canopy/shared/schemas/tasks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../testing/test-app.ts';
import { putSiteZone } from '../../../testing/site-zone.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

const origin = { automationId: 'auto-1', name: 'Scout when humid' };

// An automation's `task` action (DESIGN 24): one task from one SOP step, due on the site's today.
describe.each(DIALECTS)('a task from a template step on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let template: TaskTemplate;

  beforeEach(async () => {
    t = await createTestContext(dialect);
    // 23:30 UTC on the 1st is already the 2nd in Tokyo: the site's today is the 2nd.
    t.clock.set('2026-03-01T23:30:00.000Z');
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    const admin = await t.createUser('admin');
    await putSiteZone(t, admin, 'Asia/Tokyo');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/task-templates',
      headers: staff.auth,
      payload: {
        name: 'IPM',
        steps: [
          { title: 'Scout', stage: 'veg', dayOfStage: 1, assignee: { role: 'superuser' } },
          {
            title: 'Check for mold',
            description: 'Under the canopy',
            stage: 'flower',
            dayOfStage: 30,
            checklist: ['Buds', 'Stems'],
            assignee: { userId: member.user._id },
            requiresReview: true,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    template = created.json<TaskTemplate>();
  });
  afterEach(async () => {
    await t.close();
  });

  const actor = () => ({ id: staff.user._id, role: staff.user.role });

  it("makes the step's task due on the site's today, by the actor, noting the automation", async () => {
    const step = template.steps[1]!;
    const id = await t.services.taskFromStep(actor(), template._id, step._id, origin);
    const task = (
      await t.app.inject({ method: 'GET', url: `/api/tasks/${id}`, headers: member.auth })
    ).json<Task>();
    expect(task).toMatchObject({
      description: 'Check for mold\nUnder the canopy',
      dueAt: '2026-03-02',
      assigneeIds: [member.user._id],
      requiresReview: true,
      templateId: template._id,
      templateStepId: step._id,
      links: { runId: null, groupId: null, roomId: null },
      createdBy: expect.objectContaining({ id: staff.user._id }),
    });
    expect(task.checklist.map((item) => [item.text, item.done])).toEqual([
      ['Buds', false],
      ['Stems', false],
    ]);
    expect(task.comments.map((c) => c.text)).toEqual([
      'Made by the automation “Scout when humid” (/automations/auto-1).',
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['entity', 'action', 'actor_id'])
      .where('entity_id', '=', id)
      .execute();
    expect(audit).toEqual([{ entity: 'task', action: 'create', actor_id: staff.user._id }]);
  });

  it("gives a role's step to everyone holding the role", async () => {
    const other = await t.createUser('superuser');
    const id = await t.services.taskFromStep(actor(), template._id, template.steps[0]!._id, origin);
    const task = (
      await t.app.inject({ method: 'GET', url: `/api/tasks/${id}`, headers: staff.auth })
    ).json<Task>();
    expect([...task.assigneeIds].sort()).toEqual([staff.user._id, other.user._id].sort());
  });

  it('answers tasks.not_found for a template or step gone, and 403 for a plain user', async () => {
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (e: unknown) => (e instanceof AppError ? `${e.statusCode} ${e.code}` : String(e)),
      );
    expect(await code(t.services.taskFromStep(actor(), 'gone', template.steps[0]!._id, origin))).toBe(
      '404 tasks.not_found',
    );
    expect(await code(t.services.taskFromStep(actor(), template._id, 'gone', origin))).toBe(
      '404 tasks.not_found',
    );
    const plain = { id: member.user._id, role: member.user.role };
    expect(await code(t.services.taskFromStep(plain, template._id, template.steps[0]!._id, origin))).toBe(
      '403 auth.forbidden',
    );
    expect(await t.database.db.selectFrom('tasks').selectAll().execute()).toEqual([]);
  });
});

import type { Run } from '@canopy/shared/schemas/runs';
import type { Task, TaskSummary, TaskTemplate } from '@canopy/shared/schemas/tasks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cropFixtures } from '../../../testing/crop-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../../testing/test-app.ts';
import { putSiteZone } from '../../../testing/site-zone.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

// SOP templates scheduled on a run (DESIGN 22): stage start + day on the site's calendar, following the
// run's stage events for open tasks only.
describe.each(DIALECTS)('task templates on %s', (dialect) => {
  let t: TestContext;
  let staff: TestUser;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let run: Run;
  let template: TaskTemplate;

  beforeAll(async () => {
    t = await createTestContext(dialect);
    t.clock.set('2026-04-20T09:00:00.000Z');
    staff = await t.createUser('superuser');
    member = await t.createUser('user');
    const admin = await t.createUser('admin');
    await putSiteZone(t, admin, 'Asia/Jerusalem');
    crop = cropFixtures(t, staff);
    const strainId = await crop.strain('Lemon Haze');
    const roomId = (await crop.room({ name: 'Veg A', kind: 'veg' }))._id;
    // 00:30 on the 11th in Jerusalem, still the 10th in UTC: the site's day is the 11th.
    run = await crop.run({
      startedAt: '2026-04-10T21:30:00.000Z',
      plannedDays: { propagation: 14, veg: 28, flower: 63, dry: 10, cure: 21 },
      groups: [
        { strainId, plantCount: 10, roomId, stage: 'veg' },
        { strainId, plantCount: 10, roomId, stage: 'veg' },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    who: TestUser,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
  const runTasks = async () =>
    (await call(staff, 'GET', `/api/tasks?includeDone=true&runId=${run._id}`)).json<TaskSummary[]>();
  const apply = async () => {
    const response = await call(staff, 'POST', `/api/runs/${run._id}/templates`, {
      templateId: template._id,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ scheduled: number; skipped: number }>();
  };
  const taskOf = (tasks: TaskSummary[], groupId: string, stepIndex: number) =>
    tasks.find(
      (task) => task.links.groupId === groupId && task.templateStepId === template.steps[stepIndex]!._id,
    );

  it('staff write templates, steps get ids (kept when given); bad input is refused; anyone reads them', async () => {
    const body = {
      name: 'Flower SOP',
      steps: [
        { title: 'Top dress', stage: 'veg', dayOfStage: 3, assignee: { role: 'superuser' } },
        {
          title: 'Defoliate',
          description: 'Lower third',
          stage: 'flower',
          dayOfStage: 21,
          checklist: ['Lower leaves', 'Sweep'],
          assignee: { userId: member.user._id },
          requiresReview: true,
        },
        { title: 'Take cuttings', stage: 'propagation', dayOfStage: 1 },
      ],
    };
    expect((await call(member, 'POST', '/api/task-templates', body)).statusCode).toBe(403);
    const unknown = await call(staff, 'POST', '/api/task-templates', {
      ...body,
      steps: [{ ...body.steps[0], assignee: { userId: 'nobody' } }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: [{ path: 'body.steps.0.assignee.userId' }] });
    const created = await call(staff, 'POST', '/api/task-templates', body);
    expect(created.statusCode, created.body).toBe(201);
    template = created.json<TaskTemplate>();
    expect(template.steps.every((step) => step._id.length > 0)).toBe(true);
    const [first] = template.steps;
    const renamed = await call(staff, 'PUT', `/api/task-templates/${template._id}`, {
      ...body,
      name: 'Flower SOP v2',
      steps: [{ ...body.steps[0], _id: first!._id }, ...body.steps.slice(1)],
    });
    expect(renamed.json<TaskTemplate>().steps[0]!._id).toBe(first!._id);
    template = renamed.json<TaskTemplate>();
    expect((await call(member, 'GET', `/api/task-templates/${template._id}`)).json()).toMatchObject({
      name: 'Flower SOP v2',
    });
    expect((await call(member, 'GET', '/api/task-templates')).json<TaskTemplate[]>()).toHaveLength(1);
  });

  it('template tasks land at stage start + day in the site zone; a stage ahead by the plan; applied twice, none new', async () => {
    expect(await apply()).toEqual({ scheduled: 4, skipped: 2 });
    const tasks = await runTasks();
    const [a, b] = run.groups;
    // Veg began on the site's 11th (the 10th in UTC): day 3 is the 13th.
    expect(taskOf(tasks, a!._id, 0)).toMatchObject({
      dueAt: '2026-04-13',
      assigneeIds: [staff.user._id],
      links: { runId: run._id, groupId: a!._id, roomId: a!.roomId },
      templateId: template._id,
    });
    // Flower by the plan: the 11th + 28 veg days is flower day 1 (May 9th); day 21 is May 29th.
    expect(taskOf(tasks, b!._id, 1)).toMatchObject({
      description: 'Defoliate\nLower third',
      dueAt: '2026-05-29',
      assigneeIds: [member.user._id],
      requiresReview: true,
    });
    expect(taskOf(tasks, b!._id, 1)!.checklist.map((item) => item.text)).toEqual(['Lower leaves', 'Sweep']);
    expect(await apply()).toEqual({ scheduled: 0, skipped: 2 });
    expect(await runTasks()).toHaveLength(4);
  });

  it('backdating a flip moves open generated tasks, never done ones; deleting the split removes the open ones', async () => {
    const [a, b] = run.groups;
    const doneId = taskOf(await runTasks(), a!._id, 1)!._id;
    await call(member, 'PATCH', `/api/tasks/${doneId}/status`, { status: 'done' });
    const approved = await call(staff, 'PATCH', `/api/tasks/${doneId}/status`, { status: 'done' });
    expect(approved.json<Task>().status).toBe('done');

    // Flipped on the site's 19th (01:30 there, the 18th in UTC), recorded a day later.
    for (const group of [a!, b!]) {
      await crop.move(run, group._id, {
        stage: 'flower',
        roomId: group.roomId,
        at: '2026-04-18T23:30:00.000Z',
      });
    }
    await vi.waitFor(async () => expect(taskOf(await runTasks(), b!._id, 1)!.dueAt).toBe('2026-05-09'));
    expect(taskOf(await runTasks(), a!._id, 1)).toMatchObject({ dueAt: '2026-05-29', status: 'done' });

    // Three plants of the second group split off to another room: applied again, the new group's steps.
    const room = (await crop.room({ name: 'Flower B', kind: 'flower' }))._id;
    t.clock.advance(60_000);
    const split = await crop.move(run, b!._id, { stage: 'flower', roomId: room, plantCount: 3 });
    const child = split.groups.find((group) => group.parentGroupId === b!._id)!;
    expect(await apply()).toEqual({ scheduled: 2, skipped: 3 });
    expect(taskOf(await runTasks(), child._id, 1)!.dueAt).toBe('2026-05-09');
    const splitEvent = split.events.find((event) => event.splitGroupId === child._id)!;
    const undone = await call(staff, 'DELETE', `/api/runs/${run._id}/events/${splitEvent._id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    await vi.waitFor(async () => expect(taskOf(await runTasks(), child._id, 1)).toBeUndefined());
    expect(taskOf(await runTasks(), b!._id, 1)!.dueAt).toBe('2026-05-09');
  });

  it('only staff schedule; an unknown template or run is 404', async () => {
    expect(
      (await call(member, 'POST', `/api/runs/${run._id}/templates`, { templateId: template._id })).statusCode,
    ).toBe(403);
    expect(
      (await call(staff, 'POST', `/api/runs/${run._id}/templates`, { templateId: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call(staff, 'POST', '/api/runs/x/templates', { templateId: template._id })).statusCode,
    ).toBe(404);
    expect((await call(staff, 'DELETE', `/api/task-templates/${template._id}`)).statusCode).toBe(204);
    expect((await call(staff, 'GET', `/api/task-templates/${template._id}`)).statusCode).toBe(404);
  });
});

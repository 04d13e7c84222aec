import type { Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

// DESIGN 22 on one task: people, dues on the site calendar, checklists, review, filters and bad input.
describe.each(DIALECTS)('task planning on %s', (dialect) => {
  let t: TestContext;
  let creator: TestUser;
  let assignee: TestUser;
  let other: TestUser;
  let staff: TestUser;
  let admin: TestUser;
  const assigned: { taskId: string; userIds: readonly string[] }[] = [];

  beforeAll(async () => {
    t = await createTestContext(dialect);
    // 2026-03-10 00:30 in Jerusalem (UTC+2): still the 9th in UTC.
    t.clock.set('2026-03-09T22:30:00.000Z');
    creator = await t.createUser('user', 'creator@example.test');
    assignee = await t.createUser('user', 'assignee@example.test');
    other = await t.createUser('user');
    staff = await t.createUser('superuser');
    admin = await t.createUser('admin');
    const site = await call(admin, 'PUT', '/api/site', { name: 'Farm', timeZone: 'Asia/Jerusalem' });
    expect(site.statusCode, site.body).toBe(200);
    t.services.events.subscribe('task.assigned', (event) => {
      assigned.push(event);
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    who: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
  async function add(body: object, who = creator): Promise<Task> {
    const response = await call(who, 'POST', '/api/tasks', { description: 'Water the mothers', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  }
  const status = (who: TestUser, task: Task, value: string) =>
    call(who, 'PATCH', `/api/tasks/${task._id}/status`, { status: value });
  const list = async (query: string, who = creator) =>
    (await call(who, 'GET', `/api/tasks?${query}`)).json<TaskSummary[]>().map((task) => task._id);

  it('a task carries its people, due and site day, priority, checklist, links and review', async () => {
    const task = await add({
      assigneeIds: [assignee.user._id, assignee.user._id],
      dueAt: '2026-03-10T07:00:00+02:00',
      priority: 'high',
      checklist: ['Check pH', 'Check EC'],
      requiresReview: true,
    });
    expect(task).toMatchObject({
      assigneeIds: [assignee.user._id],
      assignees: [{ id: assignee.user._id, login: 'assignee@example.test', displayName: 'assignee' }],
      dueAt: '2026-03-10T05:00:00.000Z',
      dueDay: '2026-03-10',
      overdue: false,
      priority: 'high',
      requiresReview: true,
      recurrence: null,
      seriesId: null,
      links: { runId: null, groupId: null, roomId: null, cuttingId: null, deviceId: null },
    });
    expect(task.checklist.map((item) => [item.text, item.done])).toEqual([
      ['Check pH', false],
      ['Check EC', false],
    ]);
    expect(assigned).toContainEqual({
      taskId: task._id,
      userIds: [assignee.user._id],
      byId: creator.user._id,
    });
    // SPEC's task keeps its defaults.
    expect(await add({})).toMatchObject({ assigneeIds: [], priority: 'normal', dueAt: null, overdue: false });
  });

  it('bad input: unknown assignee, interval 0, byMonthDay 32, until before due, bad priority: 400 with details', async () => {
    const cases: [object, string][] = [
      [{ assigneeIds: ['nobody'] }, 'body.assigneeIds.0'],
      [{ dueAt: '2026-03-11', recurrence: { freq: 'daily', interval: 0 } }, 'interval'],
      [{ dueAt: '2026-03-11', recurrence: { freq: 'monthly', byMonthDay: 32 } }, 'byMonthDay'],
      [{ dueAt: '2026-03-11', recurrence: { freq: 'daily', until: '2026-03-10' } }, 'body.recurrence.until'],
      [{ priority: 'urgent' }, 'priority'],
      [{ recurrence: { freq: 'daily' } }, 'body.recurrence'],
      [{ dueAt: '2026-03-11', recurrence: { freq: 'daily', byWeekday: [1] } }, 'body.recurrence.byWeekday'],
      [{ dueAt: '2026-03-11', recurrence: { freq: 'weekly', byMonthDay: 3 } }, 'body.recurrence.byMonthDay'],
      [{ links: { runId: 'no-run' } }, 'body.links.runId'],
      [{ links: { roomId: 'no-room', deviceId: 'no-device' } }, 'body.links.roomId'],
    ];
    for (const [body, path] of cases) {
      const response = await call(creator, 'POST', '/api/tasks', { description: 'Bad', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json<{ code: string; details: { path: string }[] }>();
      expect(answer.code).toBe('validation.failed');
      expect(answer.details.map((detail) => detail.path).join(' '), JSON.stringify(body)).toContain(path);
    }
  });

  it('checklist: ticked by the assignee, creator or staff; 403 for others, 404 for an unknown item; idempotent', async () => {
    const task = await add({ assigneeIds: [assignee.user._id], checklist: ['Drain', 'Refill'] });
    const item = task.checklist[0]!._id;
    const tick = (who: TestUser, done: boolean, id = item) =>
      call(who, 'PATCH', `/api/tasks/${task._id}/checklist/${id}`, { done });
    expect((await tick(other, true)).statusCode).toBe(403);
    const ticked = await tick(assignee, true);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json<Task>().checklist[0]).toMatchObject({
      done: true,
      doneBy: { id: assignee.user._id },
      doneAt: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    // Ticked again: nothing changes, not even who or when.
    expect((await tick(creator, true)).json<Task>().checklist[0]!.doneBy?.id).toBe(assignee.user._id);
    expect((await tick(staff, false)).json<Task>().checklist[0]).toMatchObject({ done: false, doneBy: null });
    expect((await tick(creator, true, 'missing')).statusCode).toBe(404);
    expect(
      (await call(null, 'PATCH', `/api/tasks/${task._id}/checklist/${item}`, { done: true })).statusCode,
    ).toBe(401);
  });

  it('a checklist tick sent again under its Idempotency-Key is answered from the record, not applied again', async () => {
    const task = await add({ assigneeIds: [assignee.user._id], checklist: ['Drain'] });
    const url = `/api/tasks/${task._id}/checklist/${task.checklist[0]!._id}`;
    const headers = { ...assignee.auth, 'idempotency-key': '3c9e1f2a-5b7d-4e8f-a1c3-9d2b4f6e8a0c' };
    const first = await t.app.inject({ method: 'PATCH', url, headers, payload: { done: true } });
    expect(first.statusCode, first.body).toBe(200);
    // Unticked in the meantime: the phone's late replay of its tick must not tick it again.
    expect((await call(staff, 'PATCH', url, { done: false })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'PATCH', url, headers, payload: { done: true } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Task>().checklist[0]!.done).toBe(true);
    const now = await call(creator, 'GET', `/api/tasks/${task._id}`);
    expect(now.json<Task>().checklist[0]!.done).toBe(false);
  });

  it('a checklist given whole replaces the items, keeping those named by _id with their ticks', async () => {
    const task = await add({ checklist: ['One', 'Two', 'Three'] });
    const [one, two] = task.checklist;
    await call(creator, 'PATCH', `/api/tasks/${task._id}/checklist/${two!._id}`, { done: true });
    const patched = await call(creator, 'PATCH', `/api/tasks/${task._id}`, {
      checklist: [{ _id: two!._id, text: 'Two, renamed' }, { text: 'Four' }, { _id: one!._id, text: 'One' }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Task>().checklist.map((item) => [item.text, item.done])).toEqual([
      ['Two, renamed', true],
      ['Four', false],
      ['One', false],
    ]);
    const stranger = await call(creator, 'PATCH', `/api/tasks/${task._id}`, {
      checklist: [{ _id: 'x', text: 'X' }],
    });
    expect(stranger.statusCode).toBe(400);
  });

  it('patching people tells only the newly given ones; other users may not patch', async () => {
    const task = await add({ assigneeIds: [assignee.user._id] });
    assigned.length = 0;
    const patched = await call(creator, 'PATCH', `/api/tasks/${task._id}`, {
      assigneeIds: [assignee.user._id, other.user._id],
      priority: 'low',
    });
    expect(patched.json<Task>()).toMatchObject({ priority: 'low' });
    expect(patched.json<Task>().assigneeIds.sort()).toEqual([assignee.user._id, other.user._id].sort());
    expect(assigned).toEqual([{ taskId: task._id, userIds: [other.user._id], byId: creator.user._id }]);
    expect((await call(other, 'PATCH', `/api/tasks/${task._id}`, { priority: 'high' })).statusCode).toBe(403);
  });

  it('review flow: completing moves it to review; only staff approve or return it', async () => {
    const task = await add({ assigneeIds: [assignee.user._id], requiresReview: true });
    expect((await status(other, task, 'done')).statusCode).toBe(403);
    const review = await status(assignee, task, 'done');
    expect(review.json<Task>()).toMatchObject({ status: 'review', completedAt: null });
    for (const who of [assignee, creator]) {
      expect((await status(who, task, 'done')).statusCode).toBe(403);
      expect((await status(who, task, 'in_progress')).statusCode).toBe(403);
    }
    expect((await status(staff, task, 'in_progress')).json<Task>().status).toBe('in_progress');
    await status(creator, task, 'done');
    const approved = await status(staff, task, 'done');
    expect(approved.json<Task>()).toMatchObject({ status: 'done', completedAt: t.clock.now().toISOString() });
  });

  it('an assignee may complete a task; SPEC rules hold for the rest', async () => {
    const task = await add({ assigneeIds: [assignee.user._id] });
    expect((await status(other, task, 'done')).statusCode).toBe(403);
    expect((await status(assignee, task, 'needs')).statusCode).toBe(403);
    expect((await status(assignee, task, 'done')).json<Task>().status).toBe('done');
  });

  it('filters by assignee, due (site days), run and room; overdue never for done or rejected', async () => {
    // Today is 2026-03-10 on the site's calendar (UTC still says the 9th).
    const mine = await add({ assigneeIds: [other.user._id], dueAt: '2026-03-10' });
    const lateDay = await add({ dueAt: '2026-03-09' });
    const lateInstant = await add({ dueAt: '2026-03-09T22:00:00.000Z' });
    const later = await add({ dueAt: '2026-03-16' });
    const beyond = await add({ dueAt: '2026-03-17' });
    const lateDone = await add({ dueAt: '2026-03-01' });
    await status(creator, lateDone, 'done');
    const lateRejected = await add({ dueAt: '2026-03-01' });
    await status(staff, lateRejected, 'rejected');

    const others = await list('assignee=me', other);
    expect(others).toContain(mine._id);
    expect(await list(`assignee=${other.user._id}`)).toEqual(others);
    expect(others).not.toContain(lateDay._id);
    expect(await list('due=today')).toEqual(expect.arrayContaining([mine._id, lateInstant._id]));
    expect(await list('due=today')).not.toContain(lateDay._id);
    const overdue = await list('due=overdue&includeDone=true');
    expect(overdue.sort()).toEqual([lateDay._id, lateInstant._id].sort());
    const week = await list('due=week');
    expect(week).toEqual(expect.arrayContaining([mine._id, later._id]));
    expect(week).not.toContain(beyond._id);
    expect(week).not.toContain(lateDay._id);
    const all = (await call(creator, 'GET', '/api/tasks')).json<TaskSummary[]>();
    expect(all.find((task) => task._id === lateDay._id)?.overdue).toBe(true);
    expect(all.find((task) => task._id === mine._id)?.overdue).toBe(false);
    expect(all.map((task) => task._id)).not.toContain(lateDone._id);
    const withDone = (await call(creator, 'GET', '/api/tasks?includeDone=true')).json<TaskSummary[]>();
    expect(withDone.find((task) => task._id === lateDone._id)?.overdue).toBe(false);
    expect(withDone.find((task) => task._id === lateRejected._id)?.overdue).toBe(false);
    expect(await list('runId=nothing')).toEqual([]);
    expect(await list('roomId=nothing')).toEqual([]);
    expect((await call(creator, 'GET', '/api/tasks?due=soon')).statusCode).toBe(400);
  });

  it('lists the people a task can be given to', async () => {
    const response = await call(other, 'GET', '/api/tasks/assignable');
    expect(response.statusCode).toBe(200);
    const people = response.json<{ id: string; login: string; displayName: string }[]>();
    expect(people).toContainEqual({
      id: assignee.user._id,
      login: 'assignee@example.test',
      displayName: 'assignee',
    });
    expect(people).toHaveLength(5);
    expect((await call(null, 'GET', '/api/tasks/assignable')).statusCode).toBe(401);
  });

  it("counts a due instant's site day again when the site's zone changes; a due day stays", async () => {
    // 01:30 on the 12th in Jerusalem is 16:30 on the 11th in Los Angeles.
    const atNight = (
      await call(creator, 'POST', '/api/tasks', {
        description: 'Night check',
        dueAt: '2026-03-11T23:30:00.000Z',
      })
    ).json<Task>();
    const onADay = (
      await call(creator, 'POST', '/api/tasks', {
        description: 'Day check',
        dueAt: '2026-03-12',
      })
    ).json<Task>();
    expect(atNight.dueDay).toBe('2026-03-12');
    const dayOf = async (id: string) => (await call(creator, 'GET', `/api/tasks/${id}`)).json<Task>().dueDay;
    const moveTo = async (timeZone: string) =>
      expect((await call(admin, 'PUT', '/api/site', { name: 'Farm', timeZone })).statusCode).toBe(200);
    await moveTo('America/Los_Angeles');
    await vi.waitFor(async () => expect(await dayOf(atNight._id)).toBe('2026-03-11'));
    expect(await dayOf(onADay._id)).toBe('2026-03-12');
    await moveTo('Asia/Jerusalem');
    await vi.waitFor(async () => expect(await dayOf(atNight._id)).toBe('2026-03-12'));
  });
});

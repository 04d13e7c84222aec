import { describe, expect, it } from 'vitest';
import type { DoneTasksPage, Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import { DIALECTS } from '../../testing/test-databases.ts';
import { signedInSuite } from '../../testing/signed-in-suite.ts';

describe.each(DIALECTS)('tasks routes on %s', (dialect) => {
  const { t, creator, other, superuser, admin, call } = signedInSuite(
    dialect,
    { creator: ['user', 'gardener@example.test'], other: 'user', superuser: 'superuser', admin: 'admin' },
    { per: 'describe' },
  );

  async function add(description = 'Order new nutrient'): Promise<Task> {
    const response = await call(creator, 'POST', '/api/tasks', { description });
    expect(response.statusCode).toBe(201);
    return response.json<Task>();
  }

  it('a user adds a task with a first comment; authors come from the token', async () => {
    const response = await call(creator, 'POST', '/api/tasks', {
      description: 'Replace filter',
      comment: 'Room 1 first',
      login: 'someone-else',
      displayName: 'Someone',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      description: 'Replace filter',
      status: 'in_progress',
      completedAt: null,
      createdBy: { id: creator.user._id, login: 'gardener@example.test' },
      comments: [{ text: 'Room 1 first', createdBy: { id: creator.user._id } }],
    });
  });

  it('refuses a blank description and blank comments', async () => {
    expect((await call(creator, 'POST', '/api/tasks', { description: ' ' })).statusCode).toBe(400);
    const task = await add();
    expect((await call(other, 'POST', `/api/tasks/${task._id}/comments`, { text: '' })).statusCode).toBe(400);
    const ok = await call(other, 'POST', `/api/tasks/${task._id}/comments`, { text: 'On it' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<Task>().comments.map((c) => c.text)).toEqual(['On it']);
  });

  describe.each([
    ['the creator', () => creator, true, false],
    ['another user', () => other, false, false],
    ['a superuser', () => superuser, true, true],
    ['an admin', () => admin, true, true],
  ] as const)('%s', (_name, who, ownsOrStaff, isStaff) => {
    it(`${ownsOrStaff ? 'may' : 'may not'} edit, complete and delete; ${isStaff ? 'may' : 'may not'} set other statuses`, async () => {
      const task = await add();
      const edit = await call(who(), 'PATCH', `/api/tasks/${task._id}`, { description: 'Edited' });
      const needs = await call(who(), 'PATCH', `/api/tasks/${task._id}/status`, { status: 'needs' });
      t.clock.advance(1000);
      const done = await call(who(), 'PATCH', `/api/tasks/${task._id}/status`, { status: 'done' });
      expect(edit.statusCode).toBe(ownsOrStaff ? 200 : 403);
      expect(needs.statusCode).toBe(isStaff ? 200 : 403);
      expect(done.statusCode).toBe(ownsOrStaff ? 200 : 403);
      if (ownsOrStaff)
        expect(done.json()).toMatchObject({ status: 'done', completedAt: t.clock.now().toISOString() });
      const removed = await call(who(), 'DELETE', `/api/tasks/${task._id}`);
      expect(removed.statusCode).toBe(ownsOrStaff ? 204 : 403);
      const still = (await call(admin, 'GET', '/api/tasks?includeDone=true'))
        .json<TaskSummary[]>()
        .some((x) => x._id === task._id);
      expect(still).toBe(!ownsOrStaff);
    });
  });

  it('moving a done task back clears completedAt; unknown statuses are refused', async () => {
    const task = await add();
    await call(creator, 'PATCH', `/api/tasks/${task._id}/status`, { status: 'done' });
    const back = await call(admin, 'PATCH', `/api/tasks/${task._id}/status`, { status: 'rejected' });
    expect(back.json()).toMatchObject({ status: 'rejected', completedAt: null });
    expect((await call(admin, 'PATCH', `/api/tasks/${task._id}/status`, { status: 'open' })).statusCode).toBe(
      400,
    );
  });

  it("lists carry each task's comment count and last comment, and leave done tasks to their own pages", async () => {
    const chatty = await add('chatty');
    for (const text of ['first', 'second']) {
      t.clock.advance(1000);
      await call(other, 'POST', `/api/tasks/${chatty._id}/comments`, { text });
    }
    const done = await add('finished');
    await call(creator, 'PATCH', `/api/tasks/${done._id}/status`, { status: 'done' });

    const listed = (await call(creator, 'GET', '/api/tasks')).json<TaskSummary[]>();
    const summary = listed.find((task) => task._id === chatty._id);
    expect(summary).toMatchObject({
      commentCount: 2,
      lastComment: { text: 'second', createdBy: { id: other.user._id } },
    });
    expect(summary).not.toHaveProperty('comments');
    expect(listed.map((task) => task._id)).not.toContain(done._id);
    const everything = (await call(creator, 'GET', '/api/tasks?includeDone=true')).json<TaskSummary[]>();
    expect(everything.map((task) => task._id)).toEqual(expect.arrayContaining([chatty._id, done._id]));

    const full = (await call(other, 'GET', `/api/tasks/${chatty._id}`)).json<Task>();
    expect(full.comments.map((c) => c.text)).toEqual(['first', 'second']);
  });

  it('done tasks come a page at a time, most recently completed first, with their total', async () => {
    const before = (await call(other, 'GET', '/api/tasks/done?limit=100')).json<DoneTasksPage>().total;
    const doneInOrder: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const task = await add(`done ${i}`);
      t.clock.advance(1000);
      expect(
        (await call(creator, 'PATCH', `/api/tasks/${task._id}/status`, { status: 'done' })).statusCode,
      ).toBe(200);
      doneInOrder.unshift(task._id);
    }
    const walked: TaskSummary[] = [];
    let url = '/api/tasks/done?limit=3';
    for (;;) {
      const page = (await call(other, 'GET', url)).json<DoneTasksPage>();
      expect(page.items.length).toBeLessThanOrEqual(3);
      expect(page.total).toBe(before + 5);
      walked.push(...page.items);
      if (!page.nextCursor) break;
      url = `/api/tasks/done?limit=3&cursor=${page.nextCursor}`;
    }
    expect(walked.map((task) => task._id).slice(0, 5)).toEqual(doneInOrder);
    expect(new Set(walked.map((task) => task._id)).size).toBe(before + 5);
    expect(walked.every((task) => task.status === 'done' && task.completedAt)).toBe(true);
    expect((await call(other, 'GET', '/api/tasks/done?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await call(other, 'GET', '/api/tasks/done?limit=101')).statusCode).toBe(400);
  });

  it('answers 404 for a missing task and 401 without a token', async () => {
    expect((await call(admin, 'DELETE', '/api/tasks/missing')).json()).toMatchObject({
      code: 'tasks.not_found',
    });
    for (const [method, url] of [
      ['GET', '/api/tasks'],
      ['GET', '/api/tasks/done'],
      ['GET', '/api/tasks/x'],
      ['POST', '/api/tasks'],
      ['PATCH', '/api/tasks/x'],
      ['PATCH', '/api/tasks/x/status'],
      ['DELETE', '/api/tasks/x'],
      ['POST', '/api/tasks/x/comments'],
    ] as const) {
      expect((await call(null, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

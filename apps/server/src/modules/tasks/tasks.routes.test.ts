import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@canopy/shared/schemas/tasks';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';

describe.each(DIALECTS)('tasks routes on %s', (dialect) => {
  let t: TestContext;
  let creator: TestUser;
  let other: TestUser;
  let superuser: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    creator = await t.createUser('user', 'gardener@example.test');
    other = await t.createUser('user');
    superuser = await t.createUser('superuser');
    admin = await t.createUser('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    who: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });

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
      const still = (await call(admin, 'GET', '/api/tasks')).json<Task[]>().some((x) => x._id === task._id);
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

  it('answers 404 for a missing task and 401 without a token', async () => {
    expect((await call(admin, 'DELETE', '/api/tasks/missing')).json()).toMatchObject({
      code: 'tasks.not_found',
    });
    for (const [method, url] of [
      ['GET', '/api/tasks'],
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

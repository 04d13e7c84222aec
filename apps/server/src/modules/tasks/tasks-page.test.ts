import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenTasksPage, Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';

// The tasks page's open list a page at a time: the same tasks in the same order as the whole list.
describe.each(DIALECTS)('open tasks a page at a time on %s', (dialect) => {
  let t: TestContext;
  let grower: TestUser;
  let admin: TestUser;
  let whole: TaskSummary[] = [];
  let trashedId = '';

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: grower.auth });
  const page = async (url: string): Promise<OpenTasksPage> => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OpenTasksPage>();
  };

  beforeAll(async () => {
    t = await createTestContext(dialect);
    grower = await t.createUser('user');
    admin = await t.createUser('admin');
    const statuses = ['in_progress', 'needs', 'done', 'rejected', 'in_progress', 'done'];
    const made: Task[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const [i, status] of statuses.entries()) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/tasks',
          headers: grower.auth,
          payload: { description: `task ${round}-${i}`, comment: i === 1 ? 'first word' : undefined },
        });
        const task = response.json<Task>();
        made.push(task);
        if (status !== 'in_progress') {
          await t.app.inject({
            method: 'PATCH',
            url: `/api/tasks/${task._id}/status`,
            headers: admin.auth,
            payload: { status },
          });
        }
        // Two tasks each round share their creation time: the id decides between them.
        if (i !== 3) t.clock.advance(60_000);
      }
    }
    trashedId = made[0]!._id;
    await t.app.inject({ method: 'DELETE', url: `/api/tasks/${trashedId}`, headers: admin.auth });
    whole = (await get('/api/tasks')).json<TaskSummary[]>();
    expect(whole).toHaveLength(11);
  });
  afterAll(async () => {
    await t.close();
  });

  it('walks every open task, newest first, as the whole list gives them, at every page size', async () => {
    for (const limit of [1, 2, 3, 11, 100]) {
      const walked: TaskSummary[] = [];
      let current = await page(`/api/tasks/page?limit=${limit}`);
      for (;;) {
        walked.push(...current.items);
        if (!current.nextCursor) break;
        expect(current.items).toHaveLength(limit);
        current = await page(`/api/tasks/page?limit=${limit}&cursor=${current.nextCursor}`);
      }
      expect(walked, `limit ${limit}`).toEqual(whole);
    }
  });

  it('never lists a done task or one in the trash, and carries each last comment', async () => {
    const first = await page('/api/tasks/page');
    expect(first.items.every((task) => task.status !== 'done')).toBe(true);
    expect(first.items.map((task) => task._id)).not.toContain(trashedId);
    expect(first.items.find((task) => task.description === 'task 2-1')).toMatchObject({
      commentCount: 1,
      lastComment: { text: 'first word' },
    });
    expect(first.nextCursor).toBeNull();
  });

  it('ends exactly at the last task: a full last page has no cursor', async () => {
    expect((await page('/api/tasks/page?limit=11')).nextCursor).toBeNull();
    expect((await page('/api/tasks/page?limit=10')).nextCursor).not.toBeNull();
  });

  it.each(['cursor=bm9wZQ', 'cursor=WyJhIl0', 'limit=0', 'limit=101'])('refuses %s', async (query) => {
    const response = await get(`/api/tasks/page?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks/page' })).statusCode).toBe(401);
  });
});

import { localDateTime } from '@canopy/shared/local-time';
import type { Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const ZONE = 'Asia/Jerusalem';

// DESIGN 22's recurrence rules through the API, each a test: on the site's calendar, with the fake clock.
describe.each(DIALECTS)('recurring tasks on %s', (dialect) => {
  let t: TestContext;
  let creator: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestContext(dialect);
    t.clock.set('2026-01-01T08:00:00.000Z');
    creator = await t.createUser('user');
    staff = await t.createUser('superuser');
    const admin = await t.createUser('admin');
    const site = await call(admin, 'PUT', '/api/site', { name: 'Farm', timeZone: ZONE });
    expect(site.statusCode, site.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The clock moved to `instant`, with fresh logins: a token from months ago has expired. */
  async function at(instant: string | number) {
    t.clock.set(instant);
    for (const who of [creator, staff]) {
      who.auth = { authorization: `Bearer ${await t.login(who.user.email, who.password)}` };
    }
  }
  const call = (who: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
  async function add(body: object): Promise<Task> {
    const response = await call(creator, 'POST', '/api/tasks', { description: 'Water', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  }
  const complete = async (task: { _id: string }, who = creator) => {
    const response = await call(who, 'PATCH', `/api/tasks/${task._id}/status`, { status: 'done' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Task>();
  };
  /** The series' occurrences, oldest due first. */
  const series = async (seriesId: string) =>
    (await call(creator, 'GET', '/api/tasks?includeDone=true'))
      .json<TaskSummary[]>()
      .filter((task) => task.seriesId === seriesId)
      .sort((a, b) => (a.dueAt ?? '').localeCompare(b.dueAt ?? ''));
  const openOf = async (seriesId: string) =>
    (await series(seriesId)).filter((task) => task.status !== 'done');

  it('exactly one next occurrence, always in the future: a 5-day-overdue daily task skips to tomorrow; reopening and completing again makes no second', async () => {
    await at('2026-03-10T10:00:00.000Z'); // 12:00 on the 10th in Jerusalem
    const first = await add({ dueAt: '2026-03-05', recurrence: { freq: 'daily' } });
    expect(first.seriesId).toBe(first._id);
    await complete(first);
    let all = await series(first._id);
    expect(all.map((task) => [task.dueAt, task.status])).toEqual([
      ['2026-03-05', 'done'],
      ['2026-03-11', 'in_progress'],
    ]);
    expect(all[1]).toMatchObject({ recurrence: { freq: 'daily', interval: 1, from: 'due' }, overdue: false });
    await call(staff, 'PATCH', `/api/tasks/${first._id}/status`, { status: 'in_progress' });
    await complete(first);
    all = await series(first._id);
    expect(all).toHaveLength(2);
  });

  it('concurrent completions (Promise.all of two) make one next occurrence', async () => {
    await at('2026-03-10T10:00:00.000Z');
    const first = await add({
      dueAt: '2026-03-10T09:00:00+02:00',
      recurrence: { freq: 'daily' },
      checklist: ['Fill'],
      priority: 'high',
    });
    const answers = await Promise.all([
      call(creator, 'PATCH', `/api/tasks/${first._id}/status`, { status: 'done' }),
      call(staff, 'PATCH', `/api/tasks/${first._id}/status`, { status: 'done' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const all = await series(first._id);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({
      dueAt: '2026-03-11T07:00:00.000Z',
      priority: 'high',
      status: 'in_progress',
    });
    expect(all[1]!.checklist.map((item) => [item.text, item.done])).toEqual([['Fill', false]]);
  });

  it('a weekly 09:00 Asia/Jerusalem task stays 09:00 local for 52 completions across both DST changes', async () => {
    let current = await add({ dueAt: '2026-01-05T09:00:00+02:00', recurrence: { freq: 'weekly' } });
    const offsets = new Set<string>();
    for (let i = 0; i < 52; i += 1) {
      await at(Date.parse(current.dueAt!) + 3_600_000);
      await complete(current);
      const open = await openOf(current.seriesId!);
      expect(open).toHaveLength(1);
      const next = open[0]!;
      const local = localDateTime(next.dueAt!, ZONE);
      expect(local.time).toBe('09:00');
      expect(new Date(`${local.date}T00:00:00Z`).getUTCDay()).toBe(1);
      offsets.add(next.dueAt!.slice(11, 16));
      current = (await call(creator, 'GET', `/api/tasks/${next._id}`)).json<Task>();
    }
    // Winter and summer time both crossed: 07:00 and 06:00 UTC.
    expect([...offsets].sort()).toEqual(['06:00', '07:00']);
    expect(current.dueDay).toBe('2027-01-04');
  });

  it('a monthly task on the 31st falls on the last day of shorter months and back on the 31st', async () => {
    await at('2026-01-31T10:00:00.000Z');
    let current: { _id: string } = await add({
      dueAt: '2026-01-31',
      recurrence: { freq: 'monthly', byMonthDay: 31 },
    });
    const dues: string[] = [];
    for (const day of ['2026-02-28', '2026-03-31', '2026-04-30']) {
      await complete(current);
      const [next] = await openOf(
        (await call(creator, 'GET', `/api/tasks/${current._id}`)).json<Task>().seriesId!,
      );
      dues.push(next!.dueAt!);
      await at(`${day}T10:00:00.000Z`);
      current = next!;
    }
    expect(dues).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('from completion: the next counts from the day it was completed, not from its due', async () => {
    await at('2026-03-10T10:00:00.000Z');
    const first = await add({
      dueAt: '2026-03-01',
      recurrence: { freq: 'daily', interval: 3, from: 'completion' },
    });
    await complete(first);
    expect((await openOf(first._id)).map((task) => task.dueAt)).toEqual(['2026-03-13']);
  });

  it('until ends the series: no next occurrence past it', async () => {
    await at('2026-03-12T10:00:00.000Z');
    const first = await add({ dueAt: '2026-03-12', recurrence: { freq: 'daily', until: '2026-03-12' } });
    await complete(first);
    expect(await series(first._id)).toHaveLength(1);
  });

  it('series edit changes the open occurrences only, never done ones', async () => {
    await at('2026-05-01T10:00:00.000Z');
    const first = await add({ dueAt: '2026-05-01', recurrence: { freq: 'daily' }, checklist: ['Look'] });
    await complete(first);
    const [second] = await openOf(first._id);
    await at('2026-05-02T10:00:00.000Z');
    await complete(second!);
    // The first is reopened: two open occurrences (the first and the third), one done (the second).
    await call(staff, 'PATCH', `/api/tasks/${first._id}/status`, { status: 'in_progress' });
    const [, , third] = await series(first._id);
    const patched = await call(creator, 'PATCH', `/api/tasks/${third!._id}`, {
      description: 'Water and look',
      priority: 'high',
      checklist: [{ text: 'Look' }, { text: 'Smell' }],
      series: true,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const all = await series(first._id);
    expect(all.map((task) => [task.status, task.description, task.priority])).toEqual([
      ['in_progress', 'Water and look', 'high'],
      ['done', 'Water', 'normal'],
      ['in_progress', 'Water and look', 'high'],
    ]);
    expect(all.map((task) => task.checklist.length)).toEqual([2, 1, 2]);
    expect(all.map((task) => task.dueAt)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
  });
});

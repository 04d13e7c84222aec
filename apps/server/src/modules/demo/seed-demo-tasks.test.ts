import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTasksDeps, seedDemoRuns, seedDemoStrains } from '../../testing/demo-seeds.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { seedDemoTasks } from './seed-demo-tasks.ts';

describe('demo tasks', () => {
  let t: TestContext;
  let tasks: TaskSummary[];
  const today = '2026-11-28';

  beforeAll(async () => {
    t = await createTestContext('sqlite');
    // Midday in the site's zone (Asia/Jerusalem): whole days back fall on the days the demo means.
    t.clock.set('2026-11-28T10:00:00Z');
    await t.createUser('admin');
    const { services } = t;
    await seedDemoStrains(t);
    await seedDemoRuns(t, () => undefined);
    const deps = demoTasksDeps(t);
    await seedDemoTasks(deps);
    await seedDemoTasks(deps);
    tasks = await services.tasks.list(true);
  });
  afterAll(async () => {
    await t.close();
  });

  const named = (text: string) => tasks.filter((task) => task.description.startsWith(text));
  const one = (text: string) => {
    const found = named(text);
    expect(found, text).toHaveLength(1);
    return found[0]!;
  };

  it('gives tasks to the demo growers, due overdue, today and later, once', async () => {
    const growers = (await t.services.usersRepository.list()).filter((user) =>
      user.email.endsWith('@canopy.local'),
    );
    expect(growers.map((user) => [user.email, user.role]).sort()).toEqual([
      ['maya@canopy.local', 'user'],
      ['omar@canopy.local', 'user'],
    ]);
    const ids = new Set(growers.map((user) => user.id));
    expect(tasks.filter((task) => task.assigneeIds.some((id) => ids.has(id))).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(one('Re-tie the net')).toMatchObject({ dueDay: '2026-11-26', overdue: true });
    expect(one('Replace the leaking elbow')).toMatchObject({ dueDay: today, priority: 'high' });
    expect(one('Order nutrients')).toMatchObject({ dueDay: '2026-12-02', overdue: false });
    // The admin who opens the demo finds work of their own under My tasks: overdue, today and to come.
    const adminId = (await t.services.usersRepository.list()).find((user) => user.role === 'admin')!.id;
    const mine = tasks.filter((task) => task.assigneeIds.includes(adminId));
    expect(mine.map((task) => task.overdue)).toContain(true);
    expect(mine.map((task) => task.dueDay)).toContain(today);
    expect(mine.some((task) => task.dueDay! > today)).toBe(true);
    // Run twice, seeded once: one template, one of each task.
    expect(await t.services.taskTemplates.list()).toHaveLength(1);
  });

  it('repeats the watering daily at 09:00 site time and the filter cleaning weekly', () => {
    const watering = one('Water the veg room');
    expect(watering.recurrence).toMatchObject({ freq: 'daily', interval: 1, from: 'due' });
    // 09:00 in Jerusalem (UTC+2 in November).
    expect(new Date(watering.dueAt!).toISOString()).toBe('2026-11-28T07:00:00.000Z');
    const filters = one('Clean the carbon filters');
    expect(filters.recurrence).toMatchObject({ freq: 'weekly', byWeekday: [1] });
    expect(filters.dueDay).toBe('2026-11-30'); // the Monday after Saturday the 28th
  });

  it('has a checklist partly ticked and a task waiting in review', () => {
    const dryRoom = one('Get the dry room ready');
    expect(dryRoom.checklist.map((item) => item.done)).toEqual([true, true, false, false]);
    expect(dryRoom.assigneeIds).toHaveLength(2);
    expect(one('Calibrate the pH pen').status).toBe('review');
  });

  it('applies the Flower SOP to the flowering run: defoliation on flower day 21, flush 50, trichomes 56', async () => {
    const [template] = await t.services.taskTemplates.list();
    expect(template!.name).toBe('Flower SOP');
    expect(template!.steps.map((step) => [step.title, step.stage, step.dayOfStage])).toEqual([
      ['Defoliate', 'flower', 21],
      ['Flush', 'flower', 50],
      ['Check trichomes', 'flower', 56],
    ]);
    const run = (await t.services.runs.list({})).find(
      (candidate) => candidate.name === 'Autumn flower, room A',
    )!;
    const generated = tasks.filter((task) => task.templateId === template!._id);
    // Both of the run's groups flipped to flower 22 days ago (2026-11-06, flower day 1).
    expect(generated).toHaveLength(6);
    expect(generated.every((task) => task.links.runId === run._id)).toBe(true);
    const dues = (title: string) =>
      generated.filter((task) => task.description.startsWith(title)).map((task) => task.dueDay);
    expect(dues('Defoliate')).toEqual(['2026-11-26', '2026-11-26']);
    expect(dues('Flush')).toEqual(['2026-12-25', '2026-12-25']);
    expect(dues('Check trichomes')).toEqual(['2026-12-31', '2026-12-31']);
    const defoliate = generated.find((task) => task.description.startsWith('Defoliate'))!;
    expect(defoliate.checklist).toHaveLength(3);
    expect(defoliate.assignees.map((person) => person.login)).toEqual(['maya@canopy.local']);
  });
});

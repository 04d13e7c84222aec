import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../testing/demo-seeds.ts';
import { seedDemoWork } from './seed-demo-work.ts';

describe('demo bugs and tasks', () => {
  const site = useDemoSite();

  it('seeds bugs and tasks in several states, once', async () => {
    const t = site();
    const { usersRepository, bugs, tasks } = t.services;
    await seedDemoWork({ users: usersRepository, bugs, tasks });
    await seedDemoWork({ users: usersRepository, bugs, tasks });
    const allBugs = await bugs.list(true);
    expect(new Set(allBugs.map((bug) => bug.status))).toEqual(
      new Set(['very_urgent', 'open', 'in_progress', 'closed']),
    );
    const allTasks = await tasks.list(true);
    expect(new Set(allTasks.map((task) => task.status))).toEqual(
      new Set(['needs', 'in_progress', 'done', 'rejected']),
    );
    expect(allTasks.find((task) => task.status === 'done')?.completedAt).toEqual(expect.any(String));
  });
});

import { describe, expect, it } from 'vitest';
import { taskFactory, taskSummaryOf } from '../testing/task-factory';
import { myTaskSections } from './my-task-sections';

const task = (id: string, overrides: Parameters<typeof taskFactory>[0]) =>
  taskSummaryOf(taskFactory({ _id: id, ...overrides }));

describe('myTaskSections', () => {
  it('puts overdue, today, later and undated tasks in their sections, sooner first, done ones out', () => {
    const sections = myTaskSections(
      [
        task('later-2', { dueAt: '2026-12-09', dueDay: '2026-12-09' }),
        task('later-1', { dueAt: '2026-12-04T07:00:00Z', dueDay: '2026-12-04' }),
        task('late', { dueAt: '2026-11-28', dueDay: '2026-11-28', overdue: true }),
        task('today-timed', { dueAt: '2026-12-03T07:00:00Z', dueDay: '2026-12-03' }),
        task('today', { dueAt: '2026-12-03', dueDay: '2026-12-03' }),
        task('undated', {}),
        task('finished', { dueAt: '2026-12-03', dueDay: '2026-12-03', status: 'done' }),
      ],
      '2026-12-03',
    );
    const ids = (list: { _id: string }[]) => list.map((item) => item._id);
    expect(ids(sections.overdue)).toEqual(['late']);
    expect(ids(sections.today)).toEqual(['today', 'today-timed']);
    expect(ids(sections.upcoming)).toEqual(['later-1', 'later-2']);
    expect(ids(sections.noDue)).toEqual(['undated']);
  });
});

import type { Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import { threadSummaryOf } from '../../../testing/threads/thread-fakes';

export const growerPerson = { id: 'u-grower', login: 'grower@example.com', displayName: 'Grower' };

/** A plain user's task in progress with no comments or photos; override what a test is about. */
export function taskFactory(overrides: Partial<Task> = {}): Task {
  return {
    _id: 't1',
    shortId: 'T1',
    description: 'Replace the filter',
    status: 'in_progress',
    createdBy: growerPerson,
    createdAt: '2026-01-01T08:00:00Z',
    completedAt: null,
    comments: [],
    photos: [],
    ...overrides,
  };
}

/** The task as a list carries it, as the server derives it: the thread's length and newest comment. */
export const taskSummaryOf = (task: Task): TaskSummary => threadSummaryOf(task);

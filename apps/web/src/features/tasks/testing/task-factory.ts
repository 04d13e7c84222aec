import type { Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import { threadSummaryOf } from '../../../testing/threads/thread-fakes';

export const growerPerson = { id: 'u-grower', login: 'grower@example.com', displayName: 'Grower' };

/** A plain user's task in progress with no comments, photos, people, due or plan; override what a test is about. */
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
    assigneeIds: [],
    assignees: [],
    dueAt: null,
    dueDay: null,
    overdue: false,
    priority: 'normal',
    checklist: [],
    links: { runId: null, groupId: null, roomId: null, cuttingId: null, deviceId: null },
    requiresReview: false,
    recurrence: null,
    seriesId: null,
    templateId: null,
    templateStepId: null,
    ...overrides,
  };
}

/** The task as a list carries it, as the server derives it: the thread's length and newest comment. */
export const taskSummaryOf = (task: Task): TaskSummary => threadSummaryOf(task);

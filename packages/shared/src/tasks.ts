/** SPEC's statuses, and `review`: a task that needs review waits there for staff once completed (DESIGN 22). */
export const TASK_STATUSES = ['in_progress', 'needs', 'done', 'rejected', 'review'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const isTaskStatus = (value: unknown): value is TaskStatus =>
  typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);

export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** The due filters of `GET /api/tasks`: on the site's calendar, today's and the next seven days'. */
export const TASK_DUE_FILTERS = ['today', 'overdue', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

/** Most people on one task, checklist items on one task, steps in one template. */
export const TASK_ASSIGNEES_MAX = 20;
export const TASK_CHECKLIST_MAX = 50;
export const TASK_TEMPLATE_STEPS_MAX = 100;

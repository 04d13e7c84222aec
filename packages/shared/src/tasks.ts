export const TASK_STATUSES = ['in_progress', 'needs', 'done', 'rejected'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const isTaskStatus = (value: unknown): value is TaskStatus =>
  typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);

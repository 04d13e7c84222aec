import type { AttachedPhoto } from '@canopy/shared/schemas/people';
import type { Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import type { CommentRow, ThreadSummary } from '../comments/comments.types.ts';
import { threadMappers, toThreadComment, toThreadFields } from '../threads/thread.mapper.ts';
import type { TaskRow } from './tasks.repository.ts';

const taskMappers = threadMappers(
  (row: TaskRow, photos: AttachedPhoto[]) => ({
    ...toThreadFields(row, photos),
    completedAt: row.completed_at,
  }),
  toThreadComment('createdBy'),
);

/** A task with its whole thread. */
export const toTask: (row: TaskRow, comments: readonly CommentRow[], photos: AttachedPhoto[]) => Task =
  taskMappers.toItem;

/** A task as lists carry it: the thread's length and newest comment only. */
export const toTaskSummary: (
  row: TaskRow,
  thread: ThreadSummary | undefined,
  photos: AttachedPhoto[],
) => TaskSummary = taskMappers.toSummary;

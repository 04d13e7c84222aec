import type { AttachedPhoto } from '@canopy/shared/schemas/people';
import {
  recurrenceSchema,
  type Task,
  type TaskRecurrence,
  type TaskSummary,
} from '@canopy/shared/schemas/tasks';
import { TASK_PRIORITIES, type TaskPriority } from '@canopy/shared/tasks';
import type { CommentRow, ThreadSummary } from '../threads/thread-comments.types.ts';
import { threadMappers, toThreadComment, toThreadFields } from '../threads/thread.mapper.ts';
import type { TaskRow } from './tasks.repository.ts';

/**
 * What a task's rows in other tables and the clock add to it (its people, its checklist, whether it is
 * overdue): the service reads them for a whole list at once (task-planning.ts).
 */
export type TaskPlanning = Pick<Task, 'assigneeIds' | 'assignees' | 'checklist' | 'overdue'>;
export type TaskCore = Omit<Task, keyof TaskPlanning>;
export type TaskSummaryCore = Omit<TaskSummary, keyof TaskPlanning>;

/** A stored rule as the API names it; one a newer version wrote and this one cannot read, as none. */
export function parseRecurrence(text: string | null): TaskRecurrence | null {
  if (!text) return null;
  try {
    const parsed = recurrenceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const priorityOf = (value: string): TaskPriority =>
  (TASK_PRIORITIES as readonly string[]).includes(value) ? (value as TaskPriority) : 'normal';

const taskMappers = threadMappers(
  (row: TaskRow, photos: AttachedPhoto[]) => ({
    ...toThreadFields(row, photos),
    completedAt: row.completed_at,
    dueAt: row.due_at,
    dueDay: row.due_day,
    priority: priorityOf(row.priority),
    links: {
      runId: row.run_id,
      groupId: row.group_id,
      roomId: row.room_id,
      cuttingId: row.cutting_id,
      deviceId: row.device_id,
    },
    requiresReview: Number(row.requires_review) === 1,
    recurrence: parseRecurrence(row.recurrence),
    seriesId: row.series_id,
    templateId: row.template_id,
    templateStepId: row.template_step_id,
  }),
  toThreadComment('createdBy'),
);

/** A task with its whole thread (its planning added by the service). */
export const toTask: (row: TaskRow, comments: readonly CommentRow[], photos: AttachedPhoto[]) => TaskCore =
  taskMappers.toItem;

/** A task as lists carry it: the thread's length and newest comment only. */
export const toTaskSummary: (
  row: TaskRow,
  thread: ThreadSummary | undefined,
  photos: AttachedPhoto[],
) => TaskSummaryCore = taskMappers.toSummary;

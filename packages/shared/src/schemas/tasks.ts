import { z } from 'zod';
import { TASK_STATUSES } from '../tasks.ts';
import { archivePageOf } from './archive-page.ts';
import { attachedPhotoSchema, personSchema, requiredText } from './people.ts';

export const TASK_DESCRIPTION_MAX = 2000;

export const taskCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdBy: personSchema,
  createdAt: z.string(),
});

export const taskSchema = z.object({
  _id: z.string(),
  shortId: z.string(),
  description: z.string(),
  status: z.string(),
  createdBy: personSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  comments: z.array(taskCommentSchema),
  photos: z.array(attachedPhotoSchema),
});
export type Task = z.infer<typeof taskSchema>;

/** A task as lists carry it: its last comment and how many there are; the thread comes with the task itself. */
export const taskSummarySchema = taskSchema.omit({ comments: true }).extend({
  commentCount: z.number().int().nonnegative(),
  lastComment: taskCommentSchema.nullable(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;

export const doneTasksPageSchema = archivePageOf(taskSummarySchema);
export type DoneTasksPage = z.infer<typeof doneTasksPageSchema>;

/** One page of the tasks not done, newest first: the tasks page's list. */
export const openTasksPageSchema = z.object({
  items: z.array(taskSummarySchema),
  nextCursor: z.string().nullable(),
});
export type OpenTasksPage = z.infer<typeof openTasksPageSchema>;

export const listTasksQuerySchema = z.object({
  includeDone: z.enum(['true', 'false']).optional(),
});

/** An optional first comment; the author comes from the token. */
export const createTaskBodySchema = z.object({
  description: requiredText(TASK_DESCRIPTION_MAX),
  comment: z.string().trim().max(5000).optional(),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

export const updateTaskBodySchema = z.object({ description: requiredText(TASK_DESCRIPTION_MAX) });
export const taskStatusBodySchema = z.object({ status: z.enum(TASK_STATUSES) });

import { z } from 'zod';
import { TASK_STATUSES } from '../tasks.ts';
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

/** An optional first comment; the author comes from the token. */
export const createTaskBodySchema = z.object({
  description: requiredText(TASK_DESCRIPTION_MAX),
  comment: z.string().trim().max(5000).optional(),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

export const updateTaskBodySchema = z.object({ description: requiredText(TASK_DESCRIPTION_MAX) });
export const taskStatusBodySchema = z.object({ status: z.enum(TASK_STATUSES) });

import { z } from 'zod';
import { GROWING_STAGES } from '../crop.ts';
import { RECURRENCE_FREQUENCIES, RECURRENCE_ORIGINS } from '../recurrence.ts';
import { ROLES } from '../roles.ts';
import {
  TASK_ASSIGNEES_MAX,
  TASK_CHECKLIST_MAX,
  TASK_DUE_FILTERS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TEMPLATE_STEPS_MAX,
} from '../tasks.ts';
import { archivePageOf } from './archive-page.ts';
import { attachedPhotoSchema, personSchema, requiredText } from './people.ts';

export const TASK_DESCRIPTION_MAX = 2000;

export const taskCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdBy: personSchema,
  createdAt: z.string(),
});

export const CHECKLIST_TEXT_MAX = 300;

/** A due: a site day (`2026-12-01`) or an instant with its offset. */
export const taskDueSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * How a task repeats (DESIGN 22, `@canopy/shared/recurrence`): every `interval` days, weeks (on
 * `byWeekday`, 0 Sunday) or months (on `byMonthDay`), counted from the due or the completion, until a day
 * or instant.
 */
export const recurrenceSchema = z
  .object({
    freq: z.enum(RECURRENCE_FREQUENCIES),
    interval: z.number().int().min(1).max(366).default(1),
    byWeekday: z.array(z.number().int().min(0).max(6)).min(1).max(7).optional(),
    byMonthDay: z.number().int().min(1).max(31).optional(),
    from: z.enum(RECURRENCE_ORIGINS).default('due'),
    until: taskDueSchema.nullable().optional(),
  })
  .strict();
export type RecurrenceBody = z.input<typeof recurrenceSchema>;

/**
 * A recurrence as answers carry it: the rule as parsed, `until` a day or an instant as text (answers are
 * written by a serializer compiled from their schema, which takes no union but "or null").
 */
export const taskRecurrenceSchema = z.object({
  freq: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number().int(),
  byWeekday: z.array(z.number().int()).optional(),
  byMonthDay: z.number().int().optional(),
  from: z.enum(RECURRENCE_ORIGINS),
  until: z.string().nullable().optional(),
});
export type TaskRecurrence = z.infer<typeof taskRecurrenceSchema>;

export const checklistItemSchema = z.object({
  _id: z.string(),
  text: z.string(),
  done: z.boolean(),
  doneBy: personSchema.nullable(),
  doneAt: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** What a task is about: each link optional. */
export const taskLinksSchema = z.object({
  runId: z.string().nullable(),
  groupId: z.string().nullable(),
  roomId: z.string().nullable(),
  cuttingId: z.string().nullable(),
  deviceId: z.string().nullable(),
});
export type TaskLinks = z.infer<typeof taskLinksSchema>;

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
  // DESIGN section 22.
  assigneeIds: z.array(z.string()),
  assignees: z.array(personSchema),
  dueAt: z.string().nullable(),
  /** The due's site day (`YYYY-MM-DD`): what "today" and "overdue" are counted on. */
  dueDay: z.string().nullable(),
  overdue: z.boolean(),
  priority: z.enum(TASK_PRIORITIES),
  checklist: z.array(checklistItemSchema),
  links: taskLinksSchema,
  requiresReview: z.boolean(),
  recurrence: taskRecurrenceSchema.nullable(),
  seriesId: z.string().nullable(),
  /** Set on a task a template scheduled on a run: the template and its step. */
  templateId: z.string().nullable(),
  templateStepId: z.string().nullable(),
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

/** SPEC's list answers without parameters; DESIGN 22's filters narrow it (`assignee=me` is the reader). */
export const listTasksQuerySchema = z.object({
  includeDone: z.enum(['true', 'false']).optional(),
  assignee: z.string().min(1).max(64).optional(),
  due: z.enum(TASK_DUE_FILTERS).optional(),
  runId: z.string().min(1).max(64).optional(),
  roomId: z.string().min(1).max(64).optional(),
});

const linkId = z.string().min(1).max(64).nullable().optional();
export const taskLinksBodySchema = z
  .object({ runId: linkId, groupId: linkId, roomId: linkId, cuttingId: linkId, deviceId: linkId })
  .strict();

/** The fields of DESIGN 22 a task takes when created or changed; each optional. */
const plannedFields = {
  assigneeIds: z.array(z.string().min(1).max(64)).max(TASK_ASSIGNEES_MAX).optional(),
  dueAt: taskDueSchema.nullable().optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  links: taskLinksBodySchema.optional(),
  requiresReview: z.boolean().optional(),
  recurrence: recurrenceSchema.nullable().optional(),
};

/** An optional first comment; the author comes from the token. */
export const createTaskBodySchema = z.object({
  description: requiredText(TASK_DESCRIPTION_MAX),
  comment: z.string().trim().max(5000).optional(),
  ...plannedFields,
  checklist: z.array(requiredText(CHECKLIST_TEXT_MAX)).max(TASK_CHECKLIST_MAX).optional(),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

export const updateTaskBodySchema = z.object({ description: requiredText(TASK_DESCRIPTION_MAX) });

/**
 * `PATCH /api/tasks/{id}`: any of the fields; a checklist given whole replaces the items (kept by `_id`,
 * new ones without); `series: true` changes every open occurrence of its series, never done ones.
 */
export const patchTaskBodySchema = z
  .object({
    description: requiredText(TASK_DESCRIPTION_MAX).optional(),
    ...plannedFields,
    checklist: z
      .array(z.object({ _id: z.string().max(64).optional(), text: requiredText(CHECKLIST_TEXT_MAX) }))
      .max(TASK_CHECKLIST_MAX)
      .optional(),
    series: z.boolean().optional(),
  })
  .strict();
export type PatchTaskBody = z.input<typeof patchTaskBodySchema>;

export const checklistTickBodySchema = z.object({ done: z.boolean() }).strict();

export const taskStatusBodySchema = z.object({ status: z.enum(TASK_STATUSES) });

/** Whom a task may be given to: `GET /api/tasks/assignable` (L). */
export const assignablePeopleSchema = z.array(personSchema);

// SOP templates (DESIGN 22).
export const TEMPLATE_NAME_MAX = 200;
export const taskTemplateStepSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  checklist: z.array(z.string()),
  stage: z.enum(GROWING_STAGES),
  /** Day 1 is the day the stage starts, on the site's calendar. */
  dayOfStage: z.number().int(),
  /** A user (`userId`), or a role (`role`: the step's task goes to that role's people); the other null. */
  assignee: z.object({ userId: z.string().nullable(), role: z.enum(ROLES).nullable() }).nullable(),
  requiresReview: z.boolean(),
});
export type TaskTemplateStep = z.infer<typeof taskTemplateStepSchema>;

export const taskTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  steps: z.array(taskTemplateStepSchema),
  createdBy: personSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

export const taskTemplateBodySchema = z
  .object({
    name: requiredText(TEMPLATE_NAME_MAX),
    steps: z
      .array(
        z
          .object({
            _id: z.string().max(64).optional(),
            title: requiredText(TASK_DESCRIPTION_MAX),
            description: z.string().trim().max(TASK_DESCRIPTION_MAX).default(''),
            checklist: z.array(requiredText(CHECKLIST_TEXT_MAX)).max(TASK_CHECKLIST_MAX).default([]),
            stage: z.enum(GROWING_STAGES),
            dayOfStage: z.number().int().min(1).max(366),
            assignee: z
              .union([
                z.object({ userId: z.string().min(1).max(64) }).strict(),
                z.object({ role: z.enum(ROLES) }).strict(),
              ])
              .nullable()
              .default(null),
            requiresReview: z.boolean().default(false),
          })
          .strict(),
      )
      .min(1)
      .max(TASK_TEMPLATE_STEPS_MAX),
  })
  .strict();
export type TaskTemplateBody = z.input<typeof taskTemplateBodySchema>;

/**
 * `POST /api/runs/{id}/templates`: the tasks it scheduled on the run's groups (new ones only), and the
 * steps it skipped on a group that cannot reach the step's stage (passed without entering, done, lost).
 */
export const applyTemplateBodySchema = z.object({ templateId: z.string().min(1).max(64) }).strict();
export const applyTemplateResultSchema = z.object({
  scheduled: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
export type ApplyTemplateResult = z.infer<typeof applyTemplateResultSchema>;

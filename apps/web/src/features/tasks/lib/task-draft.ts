import { z } from 'zod';
import { instantOfLocal, localDateTime } from '@canopy/shared/local-time';
import { isDueDay, RECURRENCE_FREQUENCIES, RECURRENCE_ORIGINS } from '@canopy/shared/recurrence';
import {
  CHECKLIST_TEXT_MAX,
  TASK_DESCRIPTION_MAX,
  type CreateTaskBody,
  type PatchTaskBody,
  type Task,
  type TaskSummary,
} from '@canopy/shared/schemas/tasks';
import { TASK_PRIORITIES } from '@canopy/shared/tasks';

export const REPEATS = ['none', ...RECURRENCE_FREQUENCIES] as const;
/** Which tasks an edit of a recurring one changes: this occurrence, or every open one of its series. */
export const EDIT_SCOPES = ['one', 'series'] as const;

/**
 * The task form's values: the due as a day and an optional time on the site's clock, links as the run and
 * room chosen, the recurrence as its parts (each kept while another frequency is chosen).
 */
export const taskDraftSchema = z
  .object({
    description: z.string().trim().min(1).max(TASK_DESCRIPTION_MAX),
    assigneeIds: z.array(z.string()),
    dueDay: z.string(),
    dueTime: z.string(),
    priority: z.enum(TASK_PRIORITIES),
    checklist: z.array(
      z.object({ _id: z.string().optional(), text: z.string().trim().min(1).max(CHECKLIST_TEXT_MAX) }),
    ),
    runId: z.string().nullable(),
    roomId: z.string().nullable(),
    requiresReview: z.boolean(),
    repeat: z.enum(REPEATS),
    interval: z.number().int().min(1).max(366),
    byWeekday: z.array(z.number().int().min(0).max(6)),
    byMonthDay: z.number().int().min(1).max(31),
    from: z.enum(RECURRENCE_ORIGINS),
    until: z.string(),
    /** Asked only when a recurring task is edited; null until answered. */
    scope: z.enum(EDIT_SCOPES).nullable(),
    askScope: z.boolean(),
  })
  .superRefine((draft, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (draft.dueTime && !draft.dueDay) issue('dueDay', 'tasks.form.timeNeedsDay');
    if (draft.askScope && draft.scope === null) issue('scope', 'tasks.form.scopeNeeded');
    if (draft.repeat === 'none') return;
    if (!draft.dueDay) issue('dueDay', 'tasks.form.repeatNeedsDue');
    if (draft.repeat === 'weekly' && draft.byWeekday.length === 0)
      issue('byWeekday', 'tasks.form.weekdayNeeded');
    if (draft.until && draft.dueDay && draft.until < draft.dueDay)
      issue('until', 'tasks.form.untilBeforeDue');
  });

export type TaskDraft = z.infer<typeof taskDraftSchema>;
export type TaskDraftField = keyof TaskDraft;

/** A new task: for nobody yet, due whenever, normal priority, not repeating. */
export function emptyDraft(): TaskDraft {
  return {
    description: '',
    assigneeIds: [],
    dueDay: '',
    dueTime: '',
    priority: 'normal',
    checklist: [],
    runId: null,
    roomId: null,
    requiresReview: false,
    repeat: 'none',
    interval: 1,
    byWeekday: [],
    byMonthDay: 1,
    from: 'due',
    until: '',
    scope: null,
    askScope: false,
  };
}

/** The task's plan as the form shows it; the due read on the site's clock. */
export function draftOf(task: Task | TaskSummary, timeZone: string): TaskDraft {
  const due = task.dueAt
    ? isDueDay(task.dueAt)
      ? { date: task.dueAt, time: '' }
      : localDateTime(task.dueAt, timeZone)
    : null;
  const rule = task.recurrence;
  const until = rule?.until
    ? isDueDay(rule.until)
      ? rule.until
      : localDateTime(rule.until, timeZone).date
    : '';
  return {
    ...emptyDraft(),
    description: task.description,
    assigneeIds: [...task.assigneeIds],
    dueDay: due?.date ?? '',
    dueTime: due?.time ?? '',
    priority: task.priority,
    checklist: task.checklist.map(({ _id, text }) => ({ _id, text })),
    runId: task.links.runId,
    roomId: task.links.roomId,
    requiresReview: task.requiresReview,
    repeat: rule?.freq ?? 'none',
    interval: rule?.interval ?? 1,
    byWeekday: rule?.byWeekday ?? [],
    byMonthDay: rule?.byMonthDay ?? 1,
    from: rule?.from ?? 'due',
    until,
    askScope: task.seriesId !== null,
  };
}

/** The fields a draft's values become, as both create and change take them. */
function plannedBody(draft: TaskDraft, timeZone: string) {
  const dueAt = draft.dueDay
    ? draft.dueTime
      ? instantOfLocal(draft.dueDay, draft.dueTime, timeZone)
      : draft.dueDay
    : null;
  const recurrence =
    draft.repeat === 'none'
      ? null
      : {
          freq: draft.repeat,
          interval: draft.interval,
          ...(draft.repeat === 'weekly' && { byWeekday: [...draft.byWeekday].sort((a, b) => a - b) }),
          ...(draft.repeat === 'monthly' && { byMonthDay: draft.byMonthDay }),
          from: draft.from,
          until: draft.until || null,
        };
  return {
    description: draft.description,
    assigneeIds: draft.assigneeIds,
    dueAt,
    priority: draft.priority,
    requiresReview: draft.requiresReview,
    recurrence,
  };
}

/** `POST /api/tasks`: the checklist as its lines. */
export function createBodyOf(draft: TaskDraft, timeZone: string): CreateTaskBody {
  return {
    ...plannedBody(draft, timeZone),
    links: { runId: draft.runId, roomId: draft.roomId },
    checklist: draft.checklist.map((item) => item.text),
  };
}

/**
 * `PATCH /api/tasks/{id}`: items kept by `_id`; the links the form does not edit (a template's group) kept;
 * the whole series when that was chosen.
 */
export function patchBodyOf(draft: TaskDraft, task: Task | TaskSummary, timeZone: string): PatchTaskBody {
  return {
    ...plannedBody(draft, timeZone),
    links: { ...task.links, runId: draft.runId, roomId: draft.roomId },
    checklist: draft.checklist.map(({ _id, text }) => (_id ? { _id, text } : { text })),
    ...(draft.scope === 'series' && { series: true }),
  };
}

/** Where a server's validation detail (`body.recurrence.byMonthDay`) belongs on the form. */
export function draftFieldOf(path: string): string | null {
  const parts = path.replace(/^body\./, '').split('.');
  const [head, next] = parts;
  switch (head) {
    case 'dueAt':
      return 'dueDay';
    case 'links':
      return next === 'runId' || next === 'roomId' ? next : null;
    case 'recurrence':
      return next && ['interval', 'byWeekday', 'byMonthDay', 'from', 'until'].includes(next)
        ? next
        : 'repeat';
    case 'checklist':
      return next !== undefined && /^\d+$/.test(next) ? `checklist.${next}.text` : 'checklist';
    case 'description':
    case 'assigneeIds':
    case 'priority':
    case 'requiresReview':
      return head;
    default:
      return null;
  }
}

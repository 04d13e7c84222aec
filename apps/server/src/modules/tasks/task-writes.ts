import type { Actor } from '@canopy/shared/permissions';
import type { TaskRecurrence } from '@canopy/shared/schemas/tasks';
import type { TaskPriority } from '@canopy/shared/tasks';
import { dueColumns } from './task-due.ts';
import { insertChecklist, replaceChecklist } from './task-checklist.ts';
import type { LinkInput } from './task-links.ts';
import { readPeople } from './task-people.ts';
import { createTaskPlanningRepository } from './task-planning.repository.ts';
import { checkPlan } from './task-validation.ts';
import { invalidTask } from './tasks.errors.ts';
import { parseRecurrence, type TaskCore } from './tasks.mapper.ts';
import type { TaskRow } from './tasks.repository.ts';
import type { CreateTaskInput, PatchTaskInput, TaskCoreApi, TasksDeps } from './tasks.service.ts';
import type { ThreadRow } from '../threads/thread.service.ts';

/** What a new task holds besides a thread's columns; each part optional. */
export interface PlannedFields {
  description: string;
  dueAt?: string | null | undefined;
  priority?: TaskPriority | undefined;
  requiresReview?: boolean | undefined;
  recurrence?: TaskRecurrence | null | undefined;
  links?: LinkInput | undefined;
  template?: { templateId: string; stepId: string } | undefined;
}

/** A new task's row, in progress: a repeating one begins its series (its own id is the series'). */
export function plannedRow(common: ThreadRow, fields: PlannedFields, timeZone: string): TaskRow {
  const links = fields.links ?? {};
  return {
    ...common,
    description: fields.description,
    status: 'in_progress',
    completed_at: null,
    ...dueColumns(fields.dueAt ?? null, timeZone),
    priority: fields.priority ?? 'normal',
    requires_review: fields.requiresReview ? 1 : 0,
    recurrence: fields.recurrence ? JSON.stringify(fields.recurrence) : null,
    series_id: fields.recurrence ? common.id : null,
    previous_id: null,
    run_id: links.runId ?? null,
    group_id: links.groupId ?? null,
    room_id: links.roomId ?? null,
    cutting_id: links.cuttingId ?? null,
    device_id: links.deviceId ?? null,
    template_id: fields.template?.templateId ?? null,
    template_step_id: fields.template?.stepId ?? null,
    overdue_notified_at: null,
  };
}

/** The changes of a patch to one task's own columns (a field not given keeps its value). */
function patchColumns(body: PatchTaskInput, target: TaskRow, withDue: boolean, timeZone: string) {
  const links = body.links ?? {};
  const link = (value: string | null | undefined) => (value === undefined ? undefined : value);
  return {
    description: body.description,
    // A new due may fall due again: its overdue reminder is owed anew.
    ...(withDue &&
      body.dueAt !== undefined && { ...dueColumns(body.dueAt, timeZone), overdue_notified_at: null }),
    priority: body.priority,
    requires_review: body.requiresReview === undefined ? undefined : body.requiresReview ? 1 : 0,
    recurrence:
      body.recurrence === undefined ? undefined : body.recurrence && JSON.stringify(body.recurrence),
    // A task given a rule begins a series of its own.
    series_id: body.recurrence && !target.series_id ? target.id : undefined,
    run_id: link(links.runId),
    group_id: link(links.groupId),
    room_id: link(links.roomId),
    cutting_id: link(links.cuttingId),
    device_id: link(links.deviceId),
  } satisfies Partial<TaskRow>;
}

/** Creating and changing tasks with their people and checklists; `task.assigned` after each commit. */
export function createTaskWrites(deps: TasksDeps & { core: TaskCoreApi }) {
  const { core, events } = deps;
  const planning = createTaskPlanningRepository(deps.db);
  const tellAssigned = (taskId: string, userIds: readonly string[], actor: Actor) => {
    if (userIds.length > 0) events.publish('task.assigned', { taskId, userIds, byId: actor.id });
  };

  return {
    async create(actor: Actor, body: CreateTaskInput): Promise<TaskCore> {
      const [timeZone, people] = await Promise.all([deps.zone.timeZone(), readPeople(deps.people)]);
      const assigneeIds = [...new Set(body.assigneeIds ?? [])];
      const plan = { dueAt: body.dueAt ?? null, recurrence: body.recurrence ?? null };
      await checkPlan({ ...plan, assigneeIds, links: body.links }, { people, crop: deps.crop, timeZone });
      const at = deps.clock.now().getTime();
      const task = await core.create(
        actor,
        (common) => plannedRow(common, { ...body, ...plan }, timeZone),
        body.comment,
        async (trx, row) => {
          await createTaskPlanningRepository(trx).addAssignees(row.id, assigneeIds);
          await insertChecklist(trx, row.id, body.checklist ?? [], at);
        },
      );
      tellAssigned(task._id, assigneeIds, actor);
      return task;
    },

    /**
     * Writes a patch on `row` and, with `series`, on every other open occurrence of its series (never a
     * done or rejected one): each gets the same fields but the due, which is the occurrence's own, and
     * keeps the ticks of checklist items of the same text.
     */
    async patch(actor: Actor, row: TaskRow, body: PatchTaskInput): Promise<void> {
      const [timeZone, people] = await Promise.all([deps.zone.timeZone(), readPeople(deps.people)]);
      const others =
        body.series && row.series_id
          ? (await core.rows.openOfSeries(row.series_id)).filter((other) => other.id !== row.id)
          : [];
      const targets = [row, ...others];
      const ids = targets.map((target) => target.id);
      const [assignees, checklists] = await Promise.all([
        planning.assigneesOf(ids),
        planning.checklistsOf(ids),
      ]);
      const wanted = body.assigneeIds && [...new Set(body.assigneeIds)];
      const current = assignees.get(row.id) ?? [];
      const dueAt = body.dueAt !== undefined ? body.dueAt : row.due_at;
      const recurrence = body.recurrence !== undefined ? body.recurrence : parseRecurrence(row.recurrence);
      await checkPlan(
        { assigneeIds: wanted?.filter((id) => !current.includes(id)), dueAt, recurrence, links: body.links },
        { people, crop: deps.crop, timeZone },
      );
      const items = new Set((checklists.get(row.id) ?? []).map((item) => item.id));
      const strangers = (body.checklist ?? []).flatMap((item, i) =>
        item._id !== undefined && !items.has(item._id)
          ? [{ path: `body.checklist.${i}._id`, message: 'not an item of this task' }]
          : [],
      );
      if (strangers.length > 0) throw invalidTask(strangers);

      const at = deps.clock.now().getTime();
      for (const target of targets) {
        const own = target.id === row.id;
        const before = assignees.get(target.id) ?? [];
        const added = wanted?.filter((id) => !before.includes(id)) ?? [];
        await core.change(
          actor,
          target,
          () => patchColumns(body, target, own, timeZone),
          'changed',
          async (trx) => {
            const repo = createTaskPlanningRepository(trx);
            const changes: Record<string, unknown[]> = {};
            if (wanted) {
              const removed = before.filter((id) => !wanted.includes(id));
              await repo.removeAssignees(target.id, removed);
              await repo.addAssignees(target.id, added);
              if (added.length + removed.length > 0) changes.assigneeIds = [before, wanted];
            }
            if (body.checklist) {
              const existing = checklists.get(target.id) ?? [];
              Object.assign(
                changes,
                await replaceChecklist(trx, target.id, body.checklist, existing, { byText: !own, at }),
              );
            }
            return changes;
          },
        );
        tellAssigned(target.id, added, actor);
      }
    },
  };
}

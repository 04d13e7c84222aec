import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { labelLine, quoted } from '../../audit/audit-labels.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import type { SiteZoneReader } from '../../site/site-zone.ts';
import { dueColumns } from '../task-due.ts';
import type { TaskCropSources } from '../task-links.ts';
import { createTasksRepository, type TaskRow } from '../tasks.repository.ts';
import { parseSteps } from './task-templates.mapper.ts';
import { createTaskTemplatesRepository } from './task-templates.repository.ts';
import { stageDay, stageStartDay } from './stage-start.ts';

export interface RescheduleDeps {
  db: Kysely<Database>;
  clock: Clock;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  crop: Pick<TaskCropSources, 'findRun'>;
}

/**
 * After a run's stage events changed (a move, a backdated flip, an undo): the open tasks templates
 * scheduled on it follow their stage's start again. One whose group is gone, or whose stage its group can
 * no longer reach, goes to the trash (by nobody: the app did it). Done and rejected tasks stay as they
 * were; a task whose template or step is gone keeps its due. Each change is audited, with no actor.
 */
export function createTemplateRescheduling(deps: RescheduleDeps) {
  return async function reschedule(runId: string): Promise<void> {
    const open = await createTasksRepository(deps.db).openGeneratedOfRun(runId);
    if (open.length === 0) return;
    const templateIds = [...new Set(open.map((task) => task.template_id ?? ''))];
    const [run, templates, timeZone] = await Promise.all([
      deps.crop.findRun(runId),
      createTaskTemplatesRepository(deps.db).findMany(templateIds),
      deps.zone.timeZone(),
    ]);
    const stepsOf = new Map(templates.map((template) => [template.id, parseSteps(template.steps)]));
    const moved: { task: TaskRow; due: string }[] = [];
    const removed: TaskRow[] = [];
    for (const task of open) {
      const step = stepsOf.get(task.template_id ?? '')?.find((s) => s._id === task.template_step_id);
      if (!step) continue;
      const group = run?.groups.find((candidate) => candidate._id === task.group_id);
      const start = run && group ? stageStartDay(run, group, step.stage, timeZone) : null;
      if (!start) removed.push(task);
      else if (stageDay(start, step.dayOfStage) !== task.due_at) {
        moved.push({ task, due: stageDay(start, step.dayOfStage) });
      }
    }
    if (moved.length === 0 && removed.length === 0) return;
    const at = deps.clock.now();
    const now = at.toISOString();
    await deps.db.transaction().execute(async (trx) => {
      const tasks = createTasksRepository(trx);
      for (const { task, due } of moved) {
        await tasks.update(task.id, {
          ...dueColumns(due, timeZone),
          overdue_notified_at: null,
          updated_at: now,
        });
        await recordAudit(trx, {
          at,
          actor: null,
          action: 'update',
          entity: 'task',
          entityId: task.id,
          summary: `Task ${quoted(task.description)} changed: due ${due}, with its stage`,
          event: 'changed',
          values: { label: labelLine(task.description) },
          changes: { dueAt: [task.due_at, due] },
        });
      }
      await tasks.trashBySystem(
        removed.map((task) => task.id),
        now,
      );
      for (const task of removed) {
        await recordAudit(trx, {
          at,
          actor: null,
          action: 'delete',
          entity: 'task',
          entityId: task.id,
          summary: `Task ${quoted(task.description)} moved to the trash: its stage is no longer ahead of its group`,
          event: 'trashed',
          values: { label: labelLine(task.description) },
        });
      }
    });
  };
}

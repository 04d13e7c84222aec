import { canApplyTaskTemplate, type Actor } from '@canopy/shared/permissions';
import type { ApplyTemplateResult, TaskTemplateStep } from '@canopy/shared/schemas/tasks';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { forbidden } from '../../../http/app-error.ts';
import type { EventPublisher } from '../../../lib/app-events.ts';
import type { Clock } from '../../../lib/clock.ts';
import { quoted } from '../../audit/audit-labels.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { authorOf } from '../../comments/people.ts';
import type { SiteZoneReader } from '../../site/site-zone.ts';
import type { UserLookup } from '../../users/users.types.ts';
import { insertChecklist } from '../task-checklist.ts';
import type { TaskCropSources } from '../task-links.ts';
import { readPeople, type People, type TaskPeopleSource } from '../task-people.ts';
import { createTaskPlanningRepository } from '../task-planning.repository.ts';
import { plannedRow } from '../task-writes.ts';
import { runNotFound, templateNotFound } from '../tasks.errors.ts';
import { createTasksRepository, type TaskRow } from '../tasks.repository.ts';
import { newThreadColumns } from '../../threads/thread-columns.ts';
import { parseSteps } from './task-templates.mapper.ts';
import { createTaskTemplatesRepository } from './task-templates.repository.ts';
import { stageDay, stageStartDay } from './stage-start.ts';

export interface ApplyTemplateDeps {
  db: Kysely<Database>;
  clock: Clock;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  users: UserLookup;
  people: TaskPeopleSource;
  crop: TaskCropSources;
  events: EventPublisher;
}

/** A step's people: its user while the account exists, or everyone holding its role. */
export const assigneesOf = (step: TaskTemplateStep, people: People): string[] => {
  const { userId, role } = step.assignee ?? { userId: null, role: null };
  if (userId) return people.has(userId) ? [userId] : [];
  return role ? people.withRole(role) : [];
};

/** A step's task text: its title, and its description below it. */
export const textOf = (step: TaskTemplateStep) =>
  step.description ? `${step.title}\n${step.description}` : step.title;

/**
 * Schedules a template on a run (staff): a task for each step on each of the run's live groups, linked to
 * the run, the group and its room, due on the site day the step's stage begins (or will, by the run's
 * plan) plus its day of stage less one. A step whose stage the group cannot reach is skipped and counted;
 * a step already scheduled on a group (by an earlier apply) is not made again. One transaction, one
 * audit entry.
 */
export function createApplyTemplate(deps: ApplyTemplateDeps) {
  return async function apply(actor: Actor, runId: string, templateId: string): Promise<ApplyTemplateResult> {
    if (!canApplyTaskTemplate(actor)) throw forbidden();
    const template = await createTaskTemplatesRepository(deps.db).find(templateId);
    if (!template) throw templateNotFound();
    const run = await deps.crop.findRun(runId);
    if (!run) throw runNotFound();
    const [timeZone, people, author, existing] = await Promise.all([
      deps.zone.timeZone(),
      readPeople(deps.people),
      authorOf(actor, deps.users),
      createTasksRepository(deps.db).scheduledSteps(runId, templateId),
    ]);
    const at = deps.clock.now();
    const made: { row: TaskRow; step: TaskTemplateStep; assigneeIds: string[] }[] = [];
    let skipped = 0;
    for (const group of run.groups) {
      for (const step of parseSteps(template.steps)) {
        if (existing.has(`${group._id}/${step._id}`)) continue;
        const start = stageStartDay(run, group, step.stage, timeZone);
        if (!start) {
          skipped += 1;
          continue;
        }
        const row = plannedRow(
          newThreadColumns(author, at),
          {
            description: textOf(step),
            dueAt: stageDay(start, step.dayOfStage),
            requiresReview: step.requiresReview,
            links: { runId, groupId: group._id, roomId: group.roomId },
            template: { templateId, stepId: step._id },
          },
          timeZone,
        );
        made.push({ row, step, assigneeIds: assigneesOf(step, people) });
      }
    }
    if (made.length > 0) {
      await deps.db.transaction().execute(async (trx) => {
        const tasks = createTasksRepository(trx);
        const planning = createTaskPlanningRepository(trx);
        for (const { row, step, assigneeIds } of made) {
          await tasks.insert(row);
          await planning.addAssignees(row.id, assigneeIds);
          await insertChecklist(trx, row.id, step.checklist, at.getTime());
        }
        await recordAudit(trx, {
          at,
          actor,
          action: 'create',
          entity: 'task',
          entityId: templateId,
          summary: `Task template ${quoted(template.name)} applied to run ${quoted(run.code)}: ${made.length} tasks`,
          values: { label: template.name, count: made.length },
          changes: { taskIds: [null, made.map(({ row }) => row.id)] },
        });
      });
    }
    for (const { row, assigneeIds } of made) {
      if (assigneeIds.length > 0) {
        deps.events.publish('task.assigned', { taskId: row.id, userIds: assigneeIds, byId: actor.id });
      }
    }
    return { scheduled: made.length, skipped };
  };
}

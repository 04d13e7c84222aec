import { canApplyTaskTemplate, type Actor } from '@canopy/shared/permissions';
import { localDate } from '@canopy/shared/site-days';
import { forbidden } from '../../../http/app-error.ts';
import { createThreadCore } from '../../threads/thread.service.ts';
import { insertChecklist } from '../task-checklist.ts';
import { readPeople } from '../task-people.ts';
import { createTaskPlanningRepository } from '../task-planning.repository.ts';
import { plannedRow } from '../task-writes.ts';
import { templateNotFound, templateStepNotFound } from '../tasks.errors.ts';
import { taskThreadSpec, type TasksDeps } from '../tasks.service.ts';
import { assigneesOf, textOf } from './apply-template.ts';
import { parseSteps } from './task-templates.mapper.ts';
import { createTaskTemplatesRepository } from './task-templates.repository.ts';

/** Who made a task from a step: an automation (DESIGN 24), named in the task's first comment. */
export interface StepTaskOrigin {
  automationId: string;
  name: string;
}

/**
 * One task from one step of an SOP template, now (an automation's `task` action): the step's text,
 * checklist, people and review, due today on the site's calendar, linked to nothing, written by the actor
 * (staff), with a first comment saying which automation made it. Audited and announced (`task.assigned`)
 * as any new task. A template or step deleted since is 404 `tasks.not_found`.
 */
export function createStepTask(deps: TasksDeps) {
  const core = createThreadCore(taskThreadSpec, deps);
  return async function stepTask(
    actor: Actor,
    templateId: string,
    stepId: string,
    origin: StepTaskOrigin,
  ): Promise<string> {
    if (!canApplyTaskTemplate(actor)) throw forbidden();
    const template = await createTaskTemplatesRepository(deps.db).find(templateId);
    if (!template) throw templateNotFound();
    const step = parseSteps(template.steps).find((s) => s._id === stepId);
    if (!step) throw templateStepNotFound();
    const [timeZone, people] = await Promise.all([deps.zone.timeZone(), readPeople(deps.people)]);
    const at = deps.clock.now();
    const assigneeIds = assigneesOf(step, people);
    // An English note, as the audit log's: the automation's name is the part people look for.
    const note = `Made by the automation “${origin.name}” (/automations/${origin.automationId}).`;
    const task = await core.create(
      actor,
      (common) =>
        plannedRow(
          common,
          {
            description: textOf(step),
            dueAt: localDate(at, timeZone),
            requiresReview: step.requiresReview,
            template: { templateId, stepId },
          },
          timeZone,
        ),
      note,
      async (trx, row) => {
        await createTaskPlanningRepository(trx).addAssignees(row.id, assigneeIds);
        await insertChecklist(trx, row.id, step.checklist, at.getTime());
      },
    );
    if (assigneeIds.length > 0)
      deps.events.publish('task.assigned', { taskId: task._id, userIds: assigneeIds, byId: actor.id });
    return task._id;
  };
}

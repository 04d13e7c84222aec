import type { AppInstance } from '../../http/app-instance.ts';
import type { AppEvents } from '../../lib/app-events.ts';
import { createDueDayRedating } from './task-due-days.ts';
import { taskTrash } from './task-trash.ts';
import { registerTaskRoutes } from './tasks.routes.ts';
import { createTasksService, type TasksDeps } from './tasks.service.ts';
import { createApplyTemplate } from './templates/apply-template.ts';
import { createTemplateRescheduling } from './templates/reschedule-template-tasks.ts';
import { createStepTask } from './templates/step-task.ts';
import { registerTaskTemplateRoutes } from './templates/task-templates.routes.ts';
import { createTaskTemplatesService } from './templates/task-templates.service.ts';

/**
 * Tasks: a thread kind (`modules/threads`) with their open and done lists, people, dues, checklists,
 * review and series (DESIGN 22); SOP templates scheduled on runs, whose open tasks follow their stage
 * when a run's events change (`run.changed`); dues at an instant are counted again in a new site zone
 * (`site.zone_changed`). `trash` is how the trash handles one.
 */
export function createTasksModule(deps: TasksDeps) {
  const service = createTasksService(deps);
  const templates = createTaskTemplatesService(deps);
  const apply = createApplyTemplate(deps);
  const reschedule = createTemplateRescheduling(deps);
  const redate = createDueDayRedating(deps.db);
  return {
    service,
    templates,
    apply,
    /** One task from one template step, due today: an automation's `task` action (DESIGN 24). */
    stepTask: createStepTask(deps),
    /** Moves a run's open generated tasks with its stages: what `run.changed` runs. */
    reschedule,
    trash: taskTrash,
    /** Upload routes: registered where multipart bodies are taken (templates beside them). */
    routes: (uploads: AppInstance) => {
      registerTaskRoutes(uploads, service);
      registerTaskTemplateRoutes(uploads, templates, apply);
    },
    subscribe(events: AppEvents): void {
      events.subscribe('run.changed', ({ runId }) => reschedule(runId));
      events.subscribe('site.zone_changed', ({ timeZone }) => redate(timeZone));
    },
  };
}

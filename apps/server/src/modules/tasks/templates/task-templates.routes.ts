import {
  applyTemplateBodySchema,
  applyTemplateResultSchema,
  taskTemplateBodySchema,
  taskTemplateSchema,
} from '@canopy/shared/schemas/tasks';
import type { AppInstance } from '../../../http/app-instance.ts';
import {
  idParams,
  registerLoginReadRoutes,
  registerStaffWriteRoutes,
} from '../../../http/collection-routes.ts';
import { requireActor } from '../../../http/policy.ts';
import type { createApplyTemplate } from './apply-template.ts';
import type { TaskTemplatesService } from './task-templates.service.ts';

const tags = ['tasks'];

/** SOP templates (read L, written S) and scheduling one on a run (S). */
export function registerTaskTemplateRoutes(
  app: AppInstance,
  templates: TaskTemplatesService,
  apply: ReturnType<typeof createApplyTemplate>,
): void {
  registerLoginReadRoutes(app, {
    path: '/api/task-templates',
    tags,
    item: taskTemplateSchema,
    service: templates,
    list: {
      operationId: 'listTaskTemplates',
      summary: 'List task templates',
      description: 'SOP templates by name, each with its steps.',
    },
    get: {
      operationId: 'getTaskTemplate',
      summary: 'Get a task template',
    },
  });

  registerStaffWriteRoutes(app, {
    path: '/api/task-templates',
    tags,
    body: taskTemplateBodySchema,
    item: taskTemplateSchema,
    service: templates,
    create: {
      operationId: 'createTaskTemplate',
      summary: 'Create a task template',
      description: 'Each step gets an `_id`; a step given to a user names an existing one.',
    },
    update: {
      operationId: 'updateTaskTemplate',
      summary: 'Replace a task template',
      description: "A step given with its `_id` keeps it: the tasks it scheduled stay that step's.",
    },
    delete: {
      operationId: 'deleteTaskTemplate',
      summary: 'Delete a task template',
      description: 'The tasks it scheduled stay.',
    },
  });

  app.post(
    '/api/runs/:id/templates',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'applyTaskTemplate',
        summary: 'Schedule a task template on a run',
        description:
          "A task for each step on each of the run's groups, due on the step's day of its stage (site " +
          "days; a stage still ahead by the run's planned days). Steps already scheduled are not made " +
          'again; moving a stage event moves the open ones.',
        tags,
        params: idParams,
        body: applyTemplateBodySchema,
        response: { 201: applyTemplateResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await apply(requireActor(request), request.params.id, request.body.templateId)),
  );
}

import {
  applyTemplateBodySchema,
  applyTemplateResultSchema,
  taskTemplateBodySchema,
  taskTemplateSchema,
} from '@canopy/shared/schemas/tasks';
import { z } from 'zod';
import type { AppInstance } from '../../../http/app-instance.ts';
import { requireActor } from '../../../http/policy.ts';
import type { createApplyTemplate } from './apply-template.ts';
import type { TaskTemplatesService } from './task-templates.service.ts';

const tags = ['tasks'];
const params = z.object({ id: z.string().min(1).max(64) });

/** SOP templates (read L, written S) and scheduling one on a run (S). */
export function registerTaskTemplateRoutes(
  app: AppInstance,
  templates: TaskTemplatesService,
  apply: ReturnType<typeof createApplyTemplate>,
): void {
  app.get(
    '/api/task-templates',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listTaskTemplates',
        summary: 'List task templates',
        description: 'SOP templates by name, each with its steps.',
        tags,
        response: { 200: z.array(taskTemplateSchema) },
      },
    },
    () => templates.list(),
  );

  app.get(
    '/api/task-templates/:id',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getTaskTemplate',
        summary: 'Get a task template',
        tags,
        params,
        response: { 200: taskTemplateSchema },
      },
    },
    (request) => templates.get(request.params.id),
  );

  app.post(
    '/api/task-templates',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'createTaskTemplate',
        summary: 'Create a task template',
        description: 'Each step gets an `_id`; a step given to a user names an existing one.',
        tags,
        body: taskTemplateBodySchema,
        response: { 201: taskTemplateSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await templates.create(requireActor(request), request.body)),
  );

  app.put(
    '/api/task-templates/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'updateTaskTemplate',
        summary: 'Replace a task template',
        description: "A step given with its `_id` keeps it: the tasks it scheduled stay that step's.",
        tags,
        params,
        body: taskTemplateBodySchema,
        response: { 200: taskTemplateSchema },
      },
    },
    (request) => templates.update(requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/task-templates/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'deleteTaskTemplate',
        summary: 'Delete a task template',
        description: 'The tasks it scheduled stay.',
        tags,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await templates.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

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
        params,
        body: applyTemplateBodySchema,
        response: { 201: applyTemplateResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await apply(requireActor(request), request.params.id, request.body.templateId)),
  );
}

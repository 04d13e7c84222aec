import { commentBodySchema } from '@canopy/shared/schemas/bugs';
import { archivePageQuerySchema } from '@canopy/shared/schemas/archive-page';
import {
  createTaskBodySchema,
  doneTasksPageSchema,
  listTasksQuerySchema,
  openTasksPageSchema,
  taskSchema,
  taskSummarySchema,
  taskStatusBodySchema,
  updateTaskBodySchema,
} from '@canopy/shared/schemas/tasks';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { Actor } from '@canopy/shared/permissions';
import { readUploads } from '../files/read-upload.ts';
import type { TasksService } from './tasks.service.ts';

/** Enough for a task's photos in one go, few enough to bound one request's work. */
const TASK_PHOTOS_PER_UPLOAD = 10;

const params = z.object({ id: z.string().min(1).max(64) });

export function registerTaskRoutes(app: AppInstance, tasks: TasksService): void {
  const config = { policy: 'login' as const };
  // The creator or staff, decided before the body is read (the service checks again, and keeps the statuses
  // other than done for staff).
  const ownerOrStaff = {
    ...config,
    access: (actor: Actor, { id }: Readonly<Record<string, string>>) => tasks.mayEdit(actor, id!),
  };
  const tags = ['tasks'];

  app.get(
    '/api/tasks',
    {
      config,
      schema: {
        operationId: 'listTasks',
        summary: 'List tasks',
        tags,
        description:
          'The tasks not done (with `includeDone=true`, every task), each with its comment count and last ' +
          "comment; a task's thread comes with `GET /api/tasks/{id}`, done tasks a page at a time.",
        querystring: listTasksQuerySchema,
        response: { 200: z.array(taskSummarySchema) },
      },
    },
    (request) => tasks.list(request.query.includeDone === 'true'),
  );

  app.get(
    '/api/tasks/page',
    {
      config,
      schema: {
        operationId: 'listOpenTasksPage',
        summary: 'List open tasks a page at a time',
        tags,
        description: "The tasks not done, newest first: the tasks page's list; page on with `nextCursor`.",
        querystring: archivePageQuerySchema,
        response: { 200: openTasksPageSchema },
      },
    },
    (request) => tasks.openPage(request.query),
  );

  app.get(
    '/api/tasks/done',
    {
      config,
      schema: {
        operationId: 'listDoneTasks',
        summary: 'List done tasks',
        tags,
        description: 'Done tasks, most recently completed first; page on with `nextCursor`.',
        querystring: archivePageQuerySchema,
        response: { 200: doneTasksPageSchema },
      },
    },
    (request) => tasks.donePage(request.query),
  );

  app.get(
    '/api/tasks/:id',
    {
      config,
      schema: {
        operationId: 'getTask',
        summary: 'Get a task',
        tags,
        params,
        description: 'A task with its whole thread.',
        response: { 200: taskSchema },
      },
    },
    (request) => tasks.get(request.params.id),
  );

  app.post(
    '/api/tasks',
    {
      config,
      schema: {
        operationId: 'createTask',
        summary: 'Create a task',
        tags,
        body: createTaskBodySchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await tasks.create(requireActor(request), request.body)),
  );

  app.patch(
    '/api/tasks/:id',
    {
      config: ownerOrStaff,
      schema: {
        operationId: 'updateTask',
        summary: 'Edit a task',
        tags,
        params,
        body: updateTaskBodySchema,
        response: { 200: taskSchema },
      },
    },
    (request) => tasks.update(requireActor(request), request.params.id, request.body.description),
  );

  app.patch(
    '/api/tasks/:id/status',
    {
      config: ownerOrStaff,
      schema: {
        operationId: 'setTaskStatus',
        summary: "Set a task's status",
        tags,
        params,
        body: taskStatusBodySchema,
        response: { 200: taskSchema },
      },
    },
    (request) => tasks.setStatus(requireActor(request), request.params.id, request.body.status),
  );

  app.delete(
    '/api/tasks/:id',
    {
      config: ownerOrStaff,
      schema: {
        operationId: 'deleteTask',
        summary: 'Delete a task',
        tags,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await tasks.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/tasks/:id/upload',
    {
      config: ownerOrStaff,
      schema: {
        operationId: 'uploadTaskPhotos',
        summary: 'Attach photos to a task',
        tags,
        params,
        description: `The creator or staff attach up to ${TASK_PHOTOS_PER_UPLOAD} photos (multipart fields "file").`,
        consumes: ['multipart/form-data'],
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const uploads = await readUploads(request, TASK_PHOTOS_PER_UPLOAD);
      return reply.code(201).send(await tasks.attachPhotos(actor, request.params.id, uploads));
    },
  );

  app.post(
    '/api/tasks/:id/comments',
    {
      config,
      schema: {
        operationId: 'commentOnTask',
        summary: 'Comment on a task',
        tags,
        params,
        body: commentBodySchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await tasks.comment(requireActor(request), request.params.id, request.body.text)),
  );
}

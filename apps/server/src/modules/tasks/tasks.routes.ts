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
import { registerThreadRoutes } from '../threads/thread.routes.ts';
import type { TasksService } from './tasks.service.ts';

/** Enough for a task's photos in one go, few enough to bound one request's work. */
const TASK_PHOTOS_PER_UPLOAD = 10;

const tags = ['tasks'];

export function registerTaskRoutes(app: AppInstance, tasks: TasksService): void {
  const spec = {
    plural: 'tasks',
    noun: 'Task',
    item: taskSchema,
    create: { body: createTaskBodySchema, summary: 'Create a task' },
    update: updateTaskBodySchema,
    // The creator may mark it done; the service keeps the other statuses for staff.
    status: { body: taskStatusBodySchema, owner: true },
    delete: { summary: 'Delete a task', owner: true },
    upload: {
      operationId: 'uploadTaskPhotos',
      summary: 'Attach photos to a task',
      description: `The creator or staff attach up to ${TASK_PHOTOS_PER_UPLOAD} photos (multipart fields "file").`,
      most: TASK_PHOTOS_PER_UPLOAD,
    },
  } as const;

  registerThreadRoutes(app, spec, tasks, {
    lists(config) {
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
            description:
              "The tasks not done, newest first: the tasks page's list; page on with `nextCursor`.",
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
    },
  });
}

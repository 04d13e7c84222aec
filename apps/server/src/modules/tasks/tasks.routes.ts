import { archivePageQuerySchema } from '@canopy/shared/schemas/archive-page';
import {
  assignablePeopleSchema,
  checklistTickBodySchema,
  createTaskBodySchema,
  doneTasksPageSchema,
  listTasksQuerySchema,
  openTasksPageSchema,
  taskSchema,
  taskSummarySchema,
  taskStatusBodySchema,
  patchTaskBodySchema,
} from '@canopy/shared/schemas/tasks';
import type { Actor } from '@canopy/shared/permissions';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
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
    // SPEC's `{description}` and DESIGN 22's fields (`series: true` for every open occurrence).
    update: patchTaskBodySchema,
    // The creator, the assignees and staff reach the service, which keeps the other statuses for staff.
    status: { body: taskStatusBodySchema, owner: 'people' },
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
              "comment; a task's thread comes with `GET /api/tasks/{id}`, done tasks a page at a time. " +
              'Narrowed by `assignee` (`me` or a user id), `due` (`today`, `overdue`, `week`: today and six ' +
              'days on, on the site calendar), `runId` and `roomId`.',
            querystring: listTasksQuerySchema,
            response: { 200: z.array(taskSummarySchema) },
          },
        },
        (request) => {
          const { includeDone, assignee, due, runId, roomId } = request.query;
          const assigneeId = assignee === 'me' ? requireActor(request).id : assignee;
          return tasks.list(includeDone === 'true', { assigneeId, due, runId, roomId });
        },
      );

      app.get(
        '/api/tasks/assignable',
        {
          config,
          schema: {
            operationId: 'listAssignablePeople',
            summary: 'List the people a task can be given to',
            tags,
            response: { 200: assignablePeopleSchema },
          },
        },
        () => tasks.assignable(),
      );

      app.patch(
        '/api/tasks/:id/checklist/:itemId',
        {
          // Object-level rules come before the body.
          config: {
            ...config,
            access: (actor: Actor, { id }: Readonly<Record<string, string>>) => tasks.mayWorkOn(actor, id!),
          },
          schema: {
            operationId: 'tickTaskChecklistItem',
            summary: "Tick or untick a task's checklist item",
            tags,
            description: "The task's assignees, its creator or staff; ticking again changes nothing.",
            params: z.object({ id: z.string().min(1).max(64), itemId: z.string().min(1).max(64) }),
            body: checklistTickBodySchema,
            response: { 200: taskSchema },
          },
        },
        (request) =>
          tasks.tick(requireActor(request), request.params.id, request.params.itemId, request.body.done),
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

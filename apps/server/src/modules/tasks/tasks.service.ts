import {
  canCompleteTask,
  canDeleteTask,
  canEditTask,
  canSetTaskStatus,
  type Actor,
} from '@canopy/shared/permissions';
import type { ArchivePageQuery } from '@canopy/shared/schemas/archive-page';
import type {
  CreateTaskBody,
  DoneTasksPage,
  OpenTasksPage,
  Task,
  TaskSummary,
} from '@canopy/shared/schemas/tasks';
import type { TaskStatus } from '@canopy/shared/tasks';
import { forbidden } from '../../http/app-error.ts';
import { decodeCursor, splitPage } from '../../lib/keyset-cursor.ts';
import {
  createThreadCore,
  ownedBy,
  type ThreadDeps,
  type ThreadRow,
  type ThreadSpec,
} from '../threads/thread.service.ts';
import { taskNotFound } from './tasks.errors.ts';
import { toTask, toTaskSummary } from './tasks.mapper.ts';
import { createTasksRepository, type TaskRow, type TasksRepository } from './tasks.repository.ts';

/** A task as a thread: its creator or staff edit, delete and complete it, staff set the other statuses. */
export const taskThreadSpec: ThreadSpec<TaskRow, Task, TaskSummary, 'task', TasksRepository> = {
  entity: 'task',
  table: 'tasks',
  photos: 'task_photos',
  comments: 'task_comments',
  repository: createTasksRepository,
  notFound: taskNotFound,
  audited: (row) => ({ description: row.description, status: row.status, completedAt: row.completed_at }),
  text: {
    created: 'Task {item} created',
    changed: 'Task {item} changed',
    completed: 'Task {item} completed',
    status_changed: 'Status of task {item} changed',
    photo_added: 'Photo added to task {item}',
    comment_added: 'Comment added to task {item}',
  },
  canEdit: canEditTask,
  toItem: toTask,
  toSummary: toTaskSummary,
};

export function createTasksService(deps: ThreadDeps) {
  const core = createThreadCore(taskThreadSpec, deps);
  const tasks = core.rows;

  return {
    /** The tasks not done (all of them, on request), each with its thread's length and last comment. */
    async list(includeDone: boolean): Promise<TaskSummary[]> {
      return core.summarize(await tasks.list({ includeDone }));
    },

    /** One page of the tasks not done, newest first: the tasks page's list. */
    async openPage(query: ArchivePageQuery): Promise<OpenTasksPage> {
      const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined;
      const rows = await tasks.openPage(query.limit + 1, after && { createdAt: after[0], id: after[1] });
      const page = splitPage(rows, query.limit, (row) => [row.created_at, row.id]);
      return { items: await core.summarize(page.rows), nextCursor: page.nextCursor };
    },

    /** One page of done tasks, most recently completed first. */
    async donePage(query: ArchivePageQuery): Promise<DoneTasksPage> {
      const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined;
      const [rows, total] = await Promise.all([
        tasks.donePage(query.limit + 1, after && { completedAt: after[0], id: after[1] }),
        tasks.countDone(),
      ]);
      // Every done task has a completion time (the migration filled in any that lacked one).
      const page = splitPage(rows, query.limit, (row) => [row.completed_at ?? '', row.id]);
      return { items: await core.summarize(page.rows), nextCursor: page.nextCursor, total };
    },

    /** A task with its whole thread, as a card shows it opened. */
    get: core.present,

    /** A new task is in progress; a first comment is written with it. */
    create(actor: Actor, body: CreateTaskBody): Promise<Task> {
      const fill = (common: ThreadRow) => ({
        ...common,
        description: body.description,
        status: 'in_progress',
        completed_at: null,
      });
      return core.create(actor, fill, body.comment);
    },

    /**
     * The creator or staff may edit, delete, complete or add photos (other statuses are staff's): the routes
     * ask before reading a body.
     */
    mayEdit: core.mayEdit,

    async update(actor: Actor, id: string, { description }: { description: string }): Promise<Task> {
      const row = await core.load(id);
      if (!canEditTask(actor, ownedBy(row))) throw forbidden();
      return core.change(actor, row, () => ({ description }), 'changed');
    },

    /** Anyone allowed may mark a task done; only staff set the other statuses. */
    async setStatus(actor: Actor, id: string, status: TaskStatus): Promise<Task> {
      const row = await core.load(id);
      const allowed = status === 'done' ? canCompleteTask(actor, ownedBy(row)) : canSetTaskStatus(actor);
      if (!allowed) throw forbidden();
      const event = status === 'done' ? 'completed' : 'status_changed';
      return core.change(
        actor,
        row,
        // Done again keeps the first completion time; any other status clears it.
        (now) => ({
          status,
          completed_at: status === 'done' ? (row.status === 'done' ? row.completed_at : now) : null,
        }),
        event,
      );
    },

    /** To the trash, not away: its thread and photos stay for a restore until the purge. */
    async delete(actor: Actor, id: string): Promise<void> {
      const row = await core.load(id);
      if (!canDeleteTask(actor, ownedBy(row))) throw forbidden();
      await core.trash(actor, row);
    },

    attachPhotos: core.attachPhotos,
    comment: core.comment,
  };
}

export type TasksService = ReturnType<typeof createTasksService>;

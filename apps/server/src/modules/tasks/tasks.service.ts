import {
  canCompleteTask,
  canDeleteTask,
  canEditTask,
  canReviewTask,
  canSetTaskStatus,
  canTickTaskChecklist,
  type Actor,
} from '@canopy/shared/permissions';
import type { ArchivePageQuery } from '@canopy/shared/schemas/archive-page';
import type { Person } from '@canopy/shared/schemas/people';
import type {
  DoneTasksPage,
  OpenTasksPage,
  Task,
  TaskSummary,
  createTaskBodySchema,
  patchTaskBodySchema,
} from '@canopy/shared/schemas/tasks';
import type { TaskDueFilter, TaskStatus } from '@canopy/shared/tasks';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { forbidden } from '../../http/app-error.ts';
import type { EventPublisher } from '../../lib/app-events.ts';
import { decodeCursor, splitPage } from '../../lib/keyset-cursor.ts';
import { authorOf } from '../comments/people.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import { createThreadCore, ownedBy, type ThreadDeps, type ThreadSpec } from '../threads/thread.service.ts';
import { dueWindow } from './task-due.ts';
import type { TaskCropSources } from './task-links.ts';
import { insertNextOccurrence } from './task-next-occurrence.ts';
import { readPeople, type TaskPeopleSource } from './task-people.ts';
import { createTaskPlanning } from './task-planning.ts';
import { createTaskPlanningRepository } from './task-planning.repository.ts';
import { createTaskWrites } from './task-writes.ts';
import { checklistItemNotFound, taskNotFound } from './tasks.errors.ts';
import { toTask, toTaskSummary, type TaskCore, type TaskSummaryCore } from './tasks.mapper.ts';
import {
  createTasksRepository,
  type TaskFilter,
  type TaskRow,
  type TasksRepository,
} from './tasks.repository.ts';

export type CreateTaskInput = z.output<typeof createTaskBodySchema>;
export type PatchTaskInput = z.output<typeof patchTaskBodySchema>;
/** The list's narrowing as the service takes it: `assigneeId` is already the reader's for `me`. */
export type TaskListFilter = Omit<TaskFilter, 'due'> & { due?: TaskDueFilter | undefined };

/** What a task is linked to, as the audit log records it: only the links set, or none. */
function auditedLinks(row: TaskRow): Record<string, string> | null {
  const set = Object.entries({
    runId: row.run_id,
    groupId: row.group_id,
    roomId: row.room_id,
    cuttingId: row.cutting_id,
    deviceId: row.device_id,
  }).filter((entry): entry is [string, string] => entry[1] !== null);
  return set.length > 0 ? Object.fromEntries(set) : null;
}

/** A task as a thread: its creator or staff edit, delete and complete it, staff set the other statuses. */
export const taskThreadSpec: ThreadSpec<TaskRow, TaskCore, TaskSummaryCore, 'task', TasksRepository> = {
  entity: 'task',
  table: 'tasks',
  photos: 'task_photos',
  comments: 'task_comments',
  repository: createTasksRepository,
  notFound: taskNotFound,
  audited: (row) => ({
    description: row.description,
    status: row.status,
    completedAt: row.completed_at,
    dueAt: row.due_at,
    priority: row.priority,
    requiresReview: Number(row.requires_review) === 1,
    recurrence: row.recurrence,
    links: auditedLinks(row),
  }),
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

/** What tasks are made with besides a thread's: the site's zone, people, the crop, and the event bus. */
export interface TasksDeps extends ThreadDeps {
  zone: Pick<SiteZoneReader, 'timeZone'>;
  people: TaskPeopleSource;
  crop: TaskCropSources;
  /** Where `task.assigned` is told, after the commit that gave people a task. */
  events: EventPublisher;
}

export function createTasksService(deps: TasksDeps) {
  const core = createThreadCore(taskThreadSpec, deps);
  const tasks = core.rows;
  const planning = createTaskPlanningRepository(deps.db);
  const withPlanning = createTaskPlanning(deps);
  const writes = createTaskWrites({ ...deps, core });

  const present = async (id: string): Promise<Task> => (await withPlanning([await core.present(id)]))[0]!;
  const summarize = async (rows: readonly TaskRow[]): Promise<TaskSummary[]> =>
    withPlanning(await core.summarize(rows));
  const assigneesOf = async (id: string) => (await planning.assigneesOf([id])).get(id) ?? [];

  return {
    /**
     * The tasks not done (all of them, on request), each with its thread's length and last comment;
     * narrowed to a person's (`assignee=me`: the reader's), a due window on the site's calendar, a run or
     * a room.
     */
    async list(includeDone: boolean, narrow: TaskListFilter = {}): Promise<TaskSummary[]> {
      const due = narrow.due && dueWindow(narrow.due, deps.clock.now(), await deps.zone.timeZone());
      return summarize(await tasks.list({ ...narrow, includeDone, due }));
    },

    /** One page of the tasks not done, newest first: the tasks page's list. */
    async openPage(query: ArchivePageQuery): Promise<OpenTasksPage> {
      const after = query.cursor ? decodeCursor(query.cursor, ['string', 'string']) : undefined;
      const rows = await tasks.openPage(query.limit + 1, after && { createdAt: after[0], id: after[1] });
      const page = splitPage(rows, query.limit, (row) => [row.created_at, row.id]);
      return { items: await summarize(page.rows), nextCursor: page.nextCursor };
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
      return { items: await summarize(page.rows), nextCursor: page.nextCursor, total };
    },

    /** A task with its whole thread, as a card shows it opened. */
    get: present,

    /** Whom a task can be given to: every account, by login. */
    async assignable(): Promise<Person[]> {
      return (await readPeople(deps.people)).everyone();
    },

    /** A new task is in progress; a first comment, its people and checklist are written with it. */
    async create(actor: Actor, body: CreateTaskInput): Promise<Task> {
      return (await withPlanning([await writes.create(actor, body)]))[0]!;
    },

    /**
     * The creator or staff may edit, delete, complete or add photos (other statuses are staff's): the routes
     * ask before reading a body.
     */
    mayEdit: core.mayEdit,

    /** The creator, an assignee or staff may complete it or tick its checklist: asked before the body. */
    async mayWorkOn(actor: Actor, id: string): Promise<boolean> {
      const row = await core.load(id);
      return canCompleteTask(actor, { ...ownedBy(row), assigneeIds: await assigneesOf(id) });
    },

    /** Any of a task's fields; with `series`, every open occurrence of its series too. */
    async update(actor: Actor, id: string, body: PatchTaskInput): Promise<Task> {
      const row = await core.load(id);
      if (!canEditTask(actor, ownedBy(row))) throw forbidden();
      await writes.patch(actor, row, body);
      return present(id);
    },

    /**
     * The creator, an assignee or staff may complete a task; only staff set the other statuses. A task
     * that needs review goes to `review` when completed, and only staff approve it (`done`) or return it
     * (`in_progress`). Becoming done, an occurrence of a series makes the next one in the same
     * transaction; a completion that loses the race for it is rolled back whole, the winner's kept.
     */
    async setStatus(actor: Actor, id: string, status: TaskStatus): Promise<Task> {
      const row = await core.load(id);
      const people = { ...ownedBy(row), assigneeIds: await assigneesOf(id) };
      const reviewing = row.status === 'review' && (status === 'done' || status === 'in_progress');
      const allowed = reviewing
        ? canReviewTask(actor)
        : status === 'done'
          ? canCompleteTask(actor, people)
          : canSetTaskStatus(actor);
      if (!allowed) throw forbidden();
      const toReview =
        status === 'done' && Number(row.requires_review) === 1 && !['done', 'review'].includes(row.status);
      const final: TaskStatus = toReview ? 'review' : status;
      const completing = final === 'done' && row.status !== 'done';
      const timeZone = completing ? await deps.zone.timeZone() : '';
      try {
        await core.change(
          actor,
          row,
          // Done again keeps the first completion time; any other status clears it.
          (now) => ({
            status: final,
            completed_at: final === 'done' ? (row.status === 'done' ? row.completed_at : now) : null,
          }),
          final === 'done' ? 'completed' : 'status_changed',
          async (trx, now) => {
            if (completing) {
              await insertNextOccurrence(trx, row, {
                actor,
                completedAt: now,
                now: new Date(now),
                timeZone,
              });
            }
          },
        );
      } catch (error) {
        // Completed at the same moment elsewhere: that completion and its next occurrence stand.
        if (!completing || !isUniqueViolation(error)) throw error;
      }
      return present(id);
    },

    /** Ticks or unticks one checklist item: the task's people, its creator or staff. */
    async tick(actor: Actor, id: string, itemId: string, done: boolean): Promise<Task> {
      const row = await core.load(id);
      if (!canTickTaskChecklist(actor, { ...ownedBy(row), assigneeIds: await assigneesOf(id) })) {
        throw forbidden();
      }
      const item = await planning.findItem(id, itemId);
      if (!item) throw checklistItemNotFound();
      if ((Number(item.done) === 1) === done) return present(id);
      const by = await authorOf(actor, deps.users);
      await core.change(
        actor,
        row,
        () => ({}),
        'changed',
        async (trx, now) => {
          await createTaskPlanningRepository(trx).tick(itemId, done, by, now);
          return { [`checklist.${itemId}.done`]: [!done, done] };
        },
      );
      return present(id);
    },

    /** To the trash, not away: its thread and photos stay for a restore until the purge. */
    async delete(actor: Actor, id: string): Promise<void> {
      const row = await core.load(id);
      if (!canDeleteTask(actor, ownedBy(row))) throw forbidden();
      await core.trash(actor, row);
    },

    async attachPhotos(actor: Actor, id: string, uploads: readonly Buffer[]): Promise<Task> {
      await core.attachPhotos(actor, id, uploads);
      return present(id);
    },

    async comment(actor: Actor, id: string, text: string): Promise<Task> {
      await core.comment(actor, id, text);
      return present(id);
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
/** The thread core tasks are built on: what their writes use. */
export type TaskCoreApi = ReturnType<
  typeof createThreadCore<TaskRow, TaskCore, TaskSummaryCore, 'task', TasksRepository>
>;

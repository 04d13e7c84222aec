import {
  canCompleteTask,
  canDeleteTask,
  canEditTask,
  canSetTaskStatus,
  type Actor,
} from '@canopy/shared/permissions';
import type { AuditSummaryEvent } from '@canopy/shared/audit';
import type { Person } from '@canopy/shared/schemas/people';
import type { ArchivePageQuery } from '@canopy/shared/schemas/archive-page';
import type {
  CreateTaskBody,
  DoneTasksPage,
  OpenTasksPage,
  Task,
  TaskSummary,
} from '@canopy/shared/schemas/tasks';
import type { TaskStatus } from '@canopy/shared/tasks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import { decodeCursor, splitPage } from '../../lib/keyset-cursor.ts';
import { attachAudited } from '../attachments/attach-audited.ts';
import { createAttachmentsService } from '../attachments/attachments.service.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { labelLine, partChanges, quoted } from '../audit/audit-labels.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import type { FilesService } from '../files/files.service.ts';
import { sendToTrash } from '../trash/send-to-trash.ts';
import { createCommentsRepository } from '../comments/comments.repository.ts';
import { authorOf } from '../comments/people.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { taskNotFound } from './tasks.errors.ts';
import { toTask, toTaskSummary } from './tasks.mapper.ts';
import { createTasksRepository, type TaskRow } from './tasks.repository.ts';

/** What the audit log records of a task, named as the API names them. */
const AUDITED_FIELDS = ['description', 'status', 'completedAt'] as const;
const audited = (row: Pick<TaskRow, 'description' | 'status' | 'completed_at'>) => ({
  description: row.description,
  status: row.status,
  completedAt: row.completed_at,
});

/** The English line of each event; `{task}` becomes the task's quoted description. */
const TASK_TEXT = {
  created: 'Task {task} created',
  changed: 'Task {task} changed',
  completed: 'Task {task} completed',
  status_changed: 'Status of task {task} changed',
  photo_added: 'Photo added to task {task}',
  comment_added: 'Comment added to task {task}',
} as const satisfies Partial<Record<AuditSummaryEvent<'task'>, string>>;
type TaskEvent = keyof typeof TASK_TEXT;

/** An entry about a task: `{task}` in its English line becomes its quoted description, e.g. `Comment added to task "…"`. */
const taskEntry = (
  at: Date,
  actor: Actor,
  row: Pick<TaskRow, 'id' | 'description'>,
  action: 'create' | 'update',
  event: TaskEvent,
  changes: AuditEntryInput['changes'],
): AuditEntryInput => ({
  at,
  actor,
  action,
  entity: 'task',
  entityId: row.id,
  summary: TASK_TEXT[event].replace('{task}', () => quoted(row.description)),
  event,
  values: { label: labelLine(row.description) },
  changes,
});

export function createTasksService({
  db,
  clock,
  files,
  users,
}: {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  users: UsersRepository;
}) {
  const tasks = createTasksRepository(db);
  const photos = createAttachmentsService({ db, files, clock }, 'task_photos');

  async function load(id: string): Promise<TaskRow> {
    const row = await tasks.findById(id);
    if (!row) throw taskNotFound();
    return row;
  }

  async function present(id: string): Promise<Task> {
    const row = await load(id);
    const [comments, photosByTask] = await Promise.all([
      createCommentsRepository(db, 'task_comments').listFor([id]),
      photos.photosFor([id]),
    ]);
    return toTask(row, comments.get(id) ?? [], photosByTask.get(id) ?? []);
  }

  // Takes the author already resolved: on SQLite a query outside the open transaction would wait forever.
  async function addComment(trx: Kysely<Database>, author: Person, taskId: string, text: string, at: string) {
    await createCommentsRepository(trx, 'task_comments').insert({
      id: newId(),
      parent_id: taskId,
      text,
      author_id: author.id,
      author_login: author.login,
      author_name: author.displayName,
      created_at: at,
    });
  }

  async function summarize(rows: readonly TaskRow[]): Promise<TaskSummary[]> {
    const ids = rows.map((row) => row.id);
    const [threads, photosByTask] = await Promise.all([
      createCommentsRepository(db, 'task_comments').summariesFor(ids),
      photos.photosFor(ids),
    ]);
    return rows.map((row) => toTaskSummary(row, threads.get(row.id), photosByTask.get(row.id) ?? []));
  }

  const owned = (row: TaskRow) => ({ createdById: row.created_by_id });

  return {
    /** The tasks not done (all of them, on request), each with its thread's length and last comment. */
    async list(includeDone: boolean): Promise<TaskSummary[]> {
      return summarize(await tasks.list({ includeDone }));
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
    async get(id: string): Promise<Task> {
      return present(id);
    },

    async create(actor: Actor, body: CreateTaskBody): Promise<Task> {
      const author = await authorOf(actor, users);
      const at = clock.now();
      const now = at.toISOString();
      const id = newId();
      const row = {
        id,
        short_id: newShortId(),
        description: body.description,
        status: 'in_progress',
        created_by_id: author.id,
        created_by_login: author.login,
        created_by_name: author.displayName,
        created_at: now,
        updated_at: now,
        completed_at: null,
      };
      const changes = {
        ...diffChanges(null, audited(row), AUDITED_FIELDS),
        ...(body.comment && partChanges('comment', null, { text: body.comment }, ['text'])),
      };
      await db.transaction().execute(async (trx) => {
        await createTasksRepository(trx).insert(row);
        if (body.comment) await addComment(trx, author, id, body.comment, now);
        await recordAudit(trx, taskEntry(at, actor, row, 'create', 'created', changes));
      });
      return present(id);
    },

    /**
     * The creator or staff may edit, delete, complete or add photos (other statuses are staff's): the routes
     * ask before reading a body.
     */
    async mayEdit(actor: Actor, id: string): Promise<boolean> {
      return canEditTask(actor, owned(await load(id)));
    },

    async update(actor: Actor, id: string, description: string): Promise<Task> {
      const row = await load(id);
      if (!canEditTask(actor, owned(row))) throw forbidden();
      const at = clock.now();
      const changes = diffChanges(audited(row), audited({ ...row, description }), AUDITED_FIELDS);
      await db.transaction().execute(async (trx) => {
        await createTasksRepository(trx).update(id, { description, updated_at: at.toISOString() });
        if (Object.keys(changes).length === 0) return;
        await recordAudit(trx, taskEntry(at, actor, row, 'update', 'changed', changes));
      });
      return present(id);
    },

    /** Anyone allowed may mark a task done; only staff set the other statuses. */
    async setStatus(actor: Actor, id: string, status: TaskStatus): Promise<Task> {
      const row = await load(id);
      const allowed = status === 'done' ? canCompleteTask(actor, owned(row)) : canSetTaskStatus(actor);
      if (!allowed) throw forbidden();
      const at = clock.now();
      const now = at.toISOString();
      const completedAt = status === 'done' ? (row.status === 'done' ? row.completed_at : now) : null;
      const after = { ...row, status, completed_at: completedAt };
      const changes = diffChanges(audited(row), audited(after), AUDITED_FIELDS);
      await db.transaction().execute(async (trx) => {
        await createTasksRepository(trx).update(id, { status, completed_at: completedAt, updated_at: now });
        if (Object.keys(changes).length === 0) return;
        const event = status === 'done' ? 'completed' : 'status_changed';
        await recordAudit(trx, taskEntry(at, actor, row, 'update', event, changes));
      });
      return present(id);
    },

    /** To the trash, not away: its thread and photos stay for a restore until the purge. */
    async delete(actor: Actor, id: string): Promise<void> {
      const row = await load(id);
      if (!canDeleteTask(actor, owned(row))) throw forbidden();
      await sendToTrash({ db, clock }, actor, { entity: 'task', id, label: row.description });
    },

    async attachPhotos(actor: Actor, id: string, uploads: readonly Buffer[]): Promise<Task> {
      const row = await load(id);
      if (!canEditTask(actor, owned(row))) throw forbidden();
      await attachAudited(
        { db, files, clock },
        'task_photos',
        { parentId: id, data: uploads, ownerId: actor.id },
        (publicIds, at) =>
          taskEntry(at, actor, row, 'update', 'photo_added', {
            'photo.publicIds': [null, publicIds],
          }),
      );
      return present(id);
    },

    async comment(actor: Actor, id: string, text: string): Promise<Task> {
      const row = await load(id);
      const author = await authorOf(actor, users);
      const at = clock.now();
      const changes = partChanges('comment', null, { text }, ['text']);
      await db.transaction().execute(async (trx) => {
        await addComment(trx, author, id, text, at.toISOString());
        await recordAudit(trx, taskEntry(at, actor, row, 'update', 'comment_added', changes));
      });
      return present(id);
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;

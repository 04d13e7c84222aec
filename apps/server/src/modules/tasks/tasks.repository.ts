import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TasksTable } from './tasks.table.ts';
import type { TrashOptional } from '../trash/trash-columns.ts';
import { CLOSED_TASK_STATUSES, type DueWindow } from './task-due.ts';

export type TaskRow = TrashOptional<Selectable<TasksTable>>;

/** DESIGN 22's narrowing of the list: a person's tasks, a due window, a run's or a room's. */
export interface TaskFilter {
  assigneeId?: string | undefined;
  due?: DueWindow | undefined;
  runId?: string | undefined;
  roomId?: string | undefined;
}

/** A done task's place in the archive: when it was completed, then its id. */
export interface DonePosition {
  completedAt: string;
  id: string;
}

export function createTasksRepository(db: Kysely<Database>) {
  /** Rows not in the trash: the trash module reads and restores the others. */
  const live = () => db.selectFrom('tasks').where('tasks.deleted_at', 'is', null);

  return {
    list(options: { includeDone: boolean } & TaskFilter): Promise<TaskRow[]> {
      let query = live().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (!options.includeDone) query = query.where('status', '!=', 'done');
      if (options.runId) query = query.where('run_id', '=', options.runId);
      if (options.roomId) query = query.where('room_id', '=', options.roomId);
      const { assigneeId, due } = options;
      if (assigneeId) {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('task_assignees')
              .select('task_assignees.task_id')
              .whereRef('task_assignees.task_id', '=', 'tasks.id')
              .where('task_assignees.user_id', '=', assigneeId),
          ),
        );
      }
      if (due?.filter === 'today') query = query.where('due_day', '=', due.today);
      if (due?.filter === 'week') {
        query = query.where('due_day', '>=', due.today).where('due_day', '<=', due.lastDay);
      }
      if (due?.filter === 'overdue') {
        // A day before today, or an instant (stored in UTC, with its `T`) earlier today than now.
        query = query
          .where('status', 'not in', [...CLOSED_TASK_STATUSES])
          .where((eb) =>
            eb.or([
              eb('due_day', '<', due.today),
              eb.and([
                eb('due_day', '=', due.today),
                eb('due_at', 'like', '%T%'),
                eb('due_at', '<', due.now),
              ]),
            ]),
          );
      }
      return query.execute();
    },

    /**
     * Tasks not done, newest first (the greater id first at the same time), `limit` of them after `after`:
     * read through the partial index of the unfinished rows, whatever the archive holds.
     */
    openPage(limit: number, after?: { createdAt: string; id: string }): Promise<TaskRow[]> {
      let query = live()
        .selectAll()
        .where('status', '!=', 'done')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (after) {
        query = query.where((eb) =>
          eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
        );
      }
      return query.execute();
    },

    /** Done tasks, most recently completed first, `limit` of them after `after`. */
    donePage(limit: number, after?: DonePosition): Promise<TaskRow[]> {
      let query = live()
        .selectAll()
        .where('status', '=', 'done')
        .orderBy('completed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (after) {
        query = query.where((eb) =>
          eb(eb.refTuple('completed_at', 'id'), '<', eb.tuple(after.completedAt, after.id)),
        );
      }
      return query.execute();
    },

    async countDone(): Promise<number> {
      const { count } = await live()
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', 'done')
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    findById(id: string): Promise<TaskRow | undefined> {
      return live().selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The open occurrences of a series (not done, not rejected): what a series edit changes. */
    openOfSeries(seriesId: string): Promise<TaskRow[]> {
      return live()
        .selectAll()
        .where('series_id', '=', seriesId)
        .where('status', 'not in', [...CLOSED_TASK_STATUSES])
        .execute();
    },

    /** Whether the occurrence after this one was made already (in the trash too: it was made). */
    async hasNext(id: string): Promise<boolean> {
      const row = await db.selectFrom('tasks').select('id').where('previous_id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** The tasks a template scheduled on a run, open ones only (done and rejected ones stay as they are). */
    openGeneratedOfRun(runId: string): Promise<TaskRow[]> {
      return live()
        .selectAll()
        .where('run_id', '=', runId)
        .where('template_id', 'is not', null)
        .where('status', 'not in', [...CLOSED_TASK_STATUSES])
        .execute();
    },

    /** Which (group, step) pairs of a template already have a task on the run, whatever its state. */
    async scheduledSteps(runId: string, templateId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('tasks')
        .select(['group_id', 'template_step_id'])
        .where('run_id', '=', runId)
        .where('template_id', '=', templateId)
        .where('deleted_at', 'is', null)
        .execute();
      return new Set(rows.map((row) => `${row.group_id ?? ''}/${row.template_step_id ?? ''}`));
    },

    /** To the trash by nobody: what the app itself removes (a generated task whose stage went). */
    async trashBySystem(ids: readonly string[], at: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('tasks')
        .set({ deleted_at: at, deleted_by: null })
        .where('id', 'in', [...ids])
        .execute();
    },

    async insert(row: TaskRow): Promise<void> {
      await db.insertInto('tasks').values(row).execute();
    },

    async update(id: string, changes: Updateable<TasksTable>): Promise<void> {
      await db.updateTable('tasks').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('tasks').where('id', '=', id).execute();
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TasksTable } from './tasks.table.ts';
import type { TrashOptional } from '../trash/trash-columns.ts';

export type TaskRow = TrashOptional<Selectable<TasksTable>>;

/** A done task's place in the archive: when it was completed, then its id. */
export interface DonePosition {
  completedAt: string;
  id: string;
}

export function createTasksRepository(db: Kysely<Database>) {
  /** Rows not in the trash: the trash module reads and restores the others. */
  const live = () => db.selectFrom('tasks').where('tasks.deleted_at', 'is', null);

  return {
    list(options: { includeDone: boolean }): Promise<TaskRow[]> {
      let query = live().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (!options.includeDone) query = query.where('status', '!=', 'done');
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

import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TasksTable } from './tasks.table.ts';

export type TaskRow = Selectable<TasksTable>;

export function createTasksRepository(db: Kysely<Database>) {
  return {
    list(): Promise<TaskRow[]> {
      return db.selectFrom('tasks').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    findById(id: string): Promise<TaskRow | undefined> {
      return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
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

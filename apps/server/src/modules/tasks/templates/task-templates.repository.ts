import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { TaskTemplatesTable } from '../tasks.table.ts';

export type TaskTemplateRow = Selectable<TaskTemplatesTable>;

/** SOP templates, each read and written whole (its steps are one JSON column). */
export function createTaskTemplatesRepository(db: Kysely<Database>) {
  return {
    list(): Promise<TaskTemplateRow[]> {
      return db.selectFrom('task_templates').selectAll().orderBy('name').orderBy('id').execute();
    },
    find(id: string): Promise<TaskTemplateRow | undefined> {
      return db.selectFrom('task_templates').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findMany(ids: readonly string[]): Promise<TaskTemplateRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('task_templates')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
    },
    async insert(row: TaskTemplateRow): Promise<void> {
      await db.insertInto('task_templates').values(row).execute();
    },
    async update(id: string, changes: Pick<TaskTemplateRow, 'name' | 'steps' | 'updated_at'>): Promise<void> {
      await db.updateTable('task_templates').set(changes).where('id', '=', id).execute();
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom('task_templates').where('id', '=', id).execute();
    },
  };
}

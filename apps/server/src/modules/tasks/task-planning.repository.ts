import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TaskChecklistItemsTable } from './tasks.table.ts';

export type ChecklistRow = Selectable<TaskChecklistItemsTable>;

/** Who ticked an item, kept on it so it still names them after the account is gone. */
export interface Ticker {
  id: string;
  login: string;
  displayName: string;
}

/** A task's people and checklist items: rows of their own tables, read for a whole list at once. */
export function createTaskPlanningRepository(db: Kysely<Database>) {
  return {
    /** The assignees of each of these tasks, in one query. */
    async assigneesOf(taskIds: readonly string[]): Promise<Map<string, string[]>> {
      const byTask = new Map<string, string[]>();
      if (taskIds.length === 0) return byTask;
      const rows = await db
        .selectFrom('task_assignees')
        .select(['task_id', 'user_id'])
        .where('task_id', 'in', [...taskIds])
        .orderBy('task_id')
        .orderBy('user_id')
        .execute();
      for (const row of rows) byTask.set(row.task_id, [...(byTask.get(row.task_id) ?? []), row.user_id]);
      return byTask;
    },

    /** The checklist of each of these tasks, in order, in one query. */
    async checklistsOf(taskIds: readonly string[]): Promise<Map<string, ChecklistRow[]>> {
      const byTask = new Map<string, ChecklistRow[]>();
      if (taskIds.length === 0) return byTask;
      const rows = await db
        .selectFrom('task_checklist_items')
        .selectAll()
        .where('task_id', 'in', [...taskIds])
        .orderBy('task_id')
        .orderBy('position')
        .execute();
      for (const row of rows) byTask.set(row.task_id, [...(byTask.get(row.task_id) ?? []), row]);
      return byTask;
    },

    async addAssignees(taskId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insertInto('task_assignees')
        .values(userIds.map((userId) => ({ task_id: taskId, user_id: userId })))
        .execute();
    },

    async removeAssignees(taskId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .deleteFrom('task_assignees')
        .where('task_id', '=', taskId)
        .where('user_id', 'in', [...userIds])
        .execute();
    },

    async insertItems(rows: readonly ChecklistRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('task_checklist_items')
        .values([...rows])
        .execute();
    },

    async moveItem(id: string, position: number, text: string): Promise<void> {
      await db.updateTable('task_checklist_items').set({ position, text }).where('id', '=', id).execute();
    },

    async deleteItems(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('task_checklist_items')
        .where('id', 'in', [...ids])
        .execute();
    },

    findItem(taskId: string, itemId: string): Promise<ChecklistRow | undefined> {
      return db
        .selectFrom('task_checklist_items')
        .selectAll()
        .where('task_id', '=', taskId)
        .where('id', '=', itemId)
        .executeTakeFirst();
    },

    /** Ticks or unticks an item; unticking forgets who ticked it. */
    async tick(id: string, done: boolean, by: Ticker, at: string): Promise<void> {
      await db
        .updateTable('task_checklist_items')
        .set(
          done
            ? {
                done: 1,
                done_by_id: by.id,
                done_by_login: by.login,
                done_by_name: by.displayName,
                done_at: at,
              }
            : { done: 0, done_by_id: null, done_by_login: null, done_by_name: null, done_at: null },
        )
        .where('id', '=', id)
        .execute();
    },
  };
}

export type TaskPlanningRepository = ReturnType<typeof createTaskPlanningRepository>;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TaskNotice, TaskReminderSource } from './task-reminders.types.ts';
import { updatedAny } from '../../db/updated-any.ts';

/** The statuses someone still has to act on: done, rejected and review (staff's turn) are not reminded. */
const OPEN_STATUSES = ['in_progress', 'needs'] as const;

const COLUMNS = [
  'id',
  'short_id',
  'description',
  'due_at',
  'due_day',
  'priority',
  'created_by_id',
  'overdue_notified_at',
] as const;

/** The reads and the one write of the tasks tables that reminders need (`TaskReminderSource`). */
export function createTaskRemindersRepository(db: Kysely<Database>): TaskReminderSource {
  const live = () => db.selectFrom('tasks').select(COLUMNS).where('deleted_at', 'is', null);
  type Row = Awaited<ReturnType<ReturnType<typeof live>['executeTakeFirstOrThrow']>>;

  /** The rows with their assignees, read in one query for all of them. */
  async function withAssignees(rows: readonly Row[]): Promise<TaskNotice[]> {
    const ids = rows.map((row) => row.id);
    const assignees =
      ids.length === 0
        ? []
        : await db
            .selectFrom('task_assignees')
            .select(['task_id', 'user_id'])
            .where('task_id', 'in', ids)
            .orderBy('user_id')
            .execute();
    const byTask = new Map<string, string[]>();
    for (const { task_id, user_id } of assignees)
      byTask.set(task_id, [...(byTask.get(task_id) ?? []), user_id]);
    return rows.map((row) => ({
      id: row.id,
      shortId: row.short_id,
      description: row.description,
      dueAt: row.due_at,
      dueDay: row.due_day,
      priority: row.priority,
      createdById: row.created_by_id,
      assigneeIds: byTask.get(row.id) ?? [],
      overdueNotifiedAt: row.overdue_notified_at,
    }));
  }

  const openDueBy = (day: string) =>
    live().where('status', 'in', OPEN_STATUSES).where('due_day', 'is not', null).where('due_day', '<=', day);

  return {
    async find(id) {
      const row = await live().where('id', '=', id).executeTakeFirst();
      return row ? (await withAssignees([row]))[0] : undefined;
    },
    async openDueBy(day) {
      return withAssignees(await openDueBy(day).orderBy('due_day').orderBy('id').execute());
    },
    async openHighDueBy(day) {
      return withAssignees(
        await openDueBy(day).where('priority', '=', 'high').orderBy('due_day').orderBy('id').execute(),
      );
    },
    async markOverdueTold(executor, id, seen, at) {
      const result = await executor
        .updateTable('tasks')
        .set({ overdue_notified_at: at })
        .where('id', '=', id)
        .where('overdue_notified_at', seen === null ? 'is' : '=', seen)
        .executeTakeFirst();
      return updatedAny(result);
    },
  };
}

import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CommentsTable } from '../bugs/bugs.table.ts';

export type CommentRow = Selectable<CommentsTable>;
export type CommentTable = 'bug_comments' | 'task_comments';

/** Comments of bugs or of tasks: the same rows in two tables, each cascading from its parent. */
export function createCommentsRepository(db: Kysely<Database>, table: CommentTable) {
  return {
    async insert(row: CommentRow): Promise<void> {
      await db.insertInto(table).values(row).execute();
    },

    /** Comments of several parents at once, oldest first, grouped by parent id. */
    async listFor(parentIds: readonly string[]): Promise<Map<string, CommentRow[]>> {
      const byParent = new Map<string, CommentRow[]>();
      if (parentIds.length === 0) return byParent;
      const rows = await db
        .selectFrom(table)
        .selectAll()
        .where('parent_id', 'in', parentIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
      return byParent;
    },
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CommentRow, CommentTable, ThreadSummary } from './thread-comments.types.ts';

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

    /** Each parent's comment count and newest comment, in one query; parents without comments are absent. */
    async summariesFor(parentIds: readonly string[]): Promise<Map<string, ThreadSummary>> {
      const byParent = new Map<string, ThreadSummary>();
      if (parentIds.length === 0) return byParent;
      const ranked = db
        .selectFrom(table)
        .selectAll()
        .select((eb) => [
          eb.fn
            .agg<number>('row_number')
            .over((over) => over.partitionBy('parent_id').orderBy('created_at', 'desc').orderBy('id', 'desc'))
            .as('rank'),
          eb.fn
            .countAll<number | string>()
            .over((over) => over.partitionBy('parent_id'))
            .as('count'),
        ])
        .where('parent_id', 'in', parentIds)
        .as('ranked');
      const rows = await db.selectFrom(ranked).selectAll().where('rank', '=', 1).execute();
      for (const { rank: _rank, count, ...last } of rows) {
        // PostgreSQL's count is a bigint, which its driver hands over as a string.
        byParent.set(last.parent_id, { count: Number(count), last });
      }
      return byParent;
    },
  };
}

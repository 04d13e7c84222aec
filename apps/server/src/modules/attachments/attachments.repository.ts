import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

import type { AttachmentTable } from './attachments.types.ts';

/** Photos of bugs or of tasks: the same rows in two tables, each cascading from its parent. */
export function createAttachmentsRepository(db: Kysely<Database>, table: AttachmentTable) {
  return {
    async add(parentId: string, publicIds: readonly string[], at: string): Promise<void> {
      if (publicIds.length === 0) return;
      await db
        .insertInto(table)
        .values(publicIds.map((publicId) => ({ parent_id: parentId, public_id: publicId, created_at: at })))
        .execute();
    },

    /** Public ids per parent, in upload order. */
    async listFor(parentIds: readonly string[]): Promise<Map<string, string[]>> {
      const byParent = new Map<string, string[]>();
      if (parentIds.length === 0) return byParent;
      const rows = await db
        .selectFrom(table)
        .select(['parent_id', 'public_id'])
        .where('parent_id', 'in', parentIds)
        .orderBy('created_at')
        .orderBy('public_id')
        .execute();
      for (const row of rows)
        byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row.public_id]);
      return byParent;
    },
  };
}

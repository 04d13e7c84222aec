import type { TrashSpec } from '../trash/trash-spec.ts';
import type { ThreadSpec } from './thread.service.ts';

/**
 * A thread kind in the trash: its photos are private (nothing to hide), its comments and photo rows go
 * with its row by foreign key.
 */
export function threadTrash({
  entity,
  table,
  photos,
}: Pick<ThreadSpec<never, unknown, unknown, 'bug' | 'task'>, 'entity' | 'table' | 'photos'>): TrashSpec {
  return {
    entity,
    async ownedFiles(db, id) {
      const rows = await db.selectFrom(photos).select('public_id').where('parent_id', '=', id).execute();
      return rows.map((photo) => photo.public_id);
    },
    async remove(db, id) {
      await db.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}

import type { TrashSpec } from './trash-spec.ts';

/**
 * Bugs and tasks in the trash: their photos are private, their comments and photo rows go by foreign key.
 * Declared here for now because modules/bugs and modules/tasks are being rewritten onto one thread kernel
 * (modules/threads); they belong there, beside the specs of strains, cuttings and news.
 */
function threadTrash(
  entity: 'bug' | 'task',
  table: 'bugs' | 'tasks',
  photos: 'bug_photos' | 'task_photos',
): TrashSpec {
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

export const bugTrash = threadTrash('bug', 'bugs', 'bug_photos');
export const taskTrash = threadTrash('task', 'tasks', 'task_photos');

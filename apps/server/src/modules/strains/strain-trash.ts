import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseJsonList, type StoredImage } from '../../lib/stored-images.ts';
import type { TrashSpec } from '../trash/trash-spec.ts';

async function mainImages(db: Kysely<Database>, id: string): Promise<string[]> {
  const row = await db.selectFrom('strains').select('images').where('id', '=', id).executeTakeFirst();
  return row ? parseJsonList<StoredImage>(row.images).map((image) => image.publicId) : [];
}

/** A strain in the trash: its main images are public while it is live; it owns them and its diary photos. */
export const strainTrash: TrashSpec = {
  entity: 'strain',
  publicFiles: mainImages,
  async ownedFiles(db, id) {
    const [images, diary] = await Promise.all([
      mainImages(db, id),
      db.selectFrom('strain_diary_entries').select('photo_public_ids').where('strain_id', '=', id).execute(),
    ]);
    return [...images, ...diary.flatMap((entry) => parseJsonList<string>(entry.photo_public_ids))];
  },
  async remove(db, id) {
    await db.deleteFrom('strains').where('id', '=', id).execute();
  },
};

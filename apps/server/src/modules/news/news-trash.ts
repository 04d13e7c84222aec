import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseJsonList } from '../../lib/stored-images.ts';
import type { TrashSpec } from '../trash/trash-spec.ts';

async function images(db: Kysely<Database>, id: string): Promise<string[]> {
  const row = await db.selectFrom('news').select('image_public_ids').where('id', '=', id).executeTakeFirst();
  return row ? parseJsonList<string>(row.image_public_ids) : [];
}

/** A news item in the trash: its images are public while it is live, and all it owns. */
export const newsTrash: TrashSpec = {
  entity: 'news',
  publicFiles: images,
  ownedFiles: images,
  async remove(db, id) {
    await db.deleteFrom('news').where('id', '=', id).execute();
  },
};

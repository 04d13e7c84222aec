import type { TrashEntity } from '@canopy/shared/schemas/trash';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseJsonList, type StoredImage } from '../../lib/stored-images.ts';

/**
 * The public images of a strain or news item (the others have only private files). They are served to
 * anyone while the object is live, so the trash turns them private and a restore public again.
 */
export async function publicImagesOf(
  db: Kysely<Database>,
  entity: TrashEntity,
  id: string,
): Promise<string[]> {
  if (entity === 'strain') {
    const row = await db.selectFrom('strains').select('images').where('id', '=', id).executeTakeFirst();
    return row ? parseJsonList<StoredImage>(row.images).map((image) => image.publicId) : [];
  }
  if (entity === 'news') {
    const row = await db
      .selectFrom('news')
      .select('image_public_ids')
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? parseJsonList<string>(row.image_public_ids) : [];
  }
  return [];
}

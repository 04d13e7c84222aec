import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseJsonList, type StoredImage } from '../../lib/stored-images.ts';
import type { TrashSpec } from '../trash/trash-spec.ts';

/** Gallery photos, diary images, log photos and main images: every file a cutting owns. */
async function cuttingFiles(db: Kysely<Database>, cuttingId: string): Promise<string[]> {
  const [row, photos, diary, log] = await Promise.all([
    db.selectFrom('cuttings').select('images').where('id', '=', cuttingId).executeTakeFirst(),
    db.selectFrom('cutting_photos').select('public_id').where('cutting_id', '=', cuttingId).execute(),
    db
      .selectFrom('cutting_diary_entries')
      .select('image_public_ids')
      .where('cutting_id', '=', cuttingId)
      .execute(),
    db
      .selectFrom('cutting_log_entries')
      .select('photo_public_id')
      .where('cutting_id', '=', cuttingId)
      .execute(),
  ]);
  return [
    ...(row ? parseJsonList<StoredImage>(row.images).map((image) => image.publicId) : []),
    ...photos.map((photo) => photo.public_id),
    ...diary.flatMap((entry) => parseJsonList<string>(entry.image_public_ids)),
    ...log.flatMap((entry) => (entry.photo_public_id ? [entry.photo_public_id] : [])),
  ];
}

/** A cutting in the trash: its files are private (the blur rule); a strain's purge takes all its cuttings. */
export const cuttingTrash: TrashSpec = {
  entity: 'cutting',
  childOf: {
    entity: 'strain',
    // The cuttings' foreign key restricts the strain's delete, so every one goes first, in the trash or not.
    async ids(db, strainId) {
      const rows = await db.selectFrom('cuttings').select('id').where('strain_id', '=', strainId).execute();
      return rows.map((row) => row.id);
    },
  },
  ownedFiles: cuttingFiles,
  async remove(db, id) {
    await db.deleteFrom('cuttings').where('id', '=', id).execute();
  },
};

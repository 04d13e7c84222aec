import { TRASH_ENTITIES, type TrashEntity } from '@canopy/shared/schemas/trash';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FilesService } from '../files/files.service.ts';
import { parseJsonList, type StoredImage } from '../../lib/stored-images.ts';
import { createTrashRepository } from './trash.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrashPurgeDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  trashDays: number;
}

const imageIds = (images: string) => parseJsonList<StoredImage>(images).map((image) => image.publicId);

/**
 * Removes for good what has been in the trash longer than `TRASH_DAYS`: the rows, their children (the
 * foreign keys cascade) and then their files. A strain takes every cutting it still has.
 */
export function createTrashPurge({ db, clock, files, trashDays }: TrashPurgeDeps) {
  const trash = createTrashRepository(db);

  /** Gallery photos, diary images, log photos and main images: every file a cutting owns. */
  async function cuttingFiles(cuttingId: string): Promise<string[]> {
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
      ...(row ? imageIds(row.images) : []),
      ...photos.map((photo) => photo.public_id),
      ...diary.flatMap((entry) => parseJsonList<string>(entry.image_public_ids)),
      ...log.flatMap((entry) => (entry.photo_public_id ? [entry.photo_public_id] : [])),
    ];
  }

  async function purgeCutting(id: string): Promise<void> {
    const owned = await cuttingFiles(id);
    await db.deleteFrom('cuttings').where('id', '=', id).execute();
    await files.remove([...new Set(owned)]);
  }

  async function purgeStrain(id: string): Promise<void> {
    // The cuttings' foreign key restricts the strain's delete, so they go first.
    const cuttings = await db.selectFrom('cuttings').select('id').where('strain_id', '=', id).execute();
    for (const cutting of cuttings) await purgeCutting(cutting.id);
    const [row, diary] = await Promise.all([
      db.selectFrom('strains').select('images').where('id', '=', id).executeTakeFirst(),
      db.selectFrom('strain_diary_entries').select('photo_public_ids').where('strain_id', '=', id).execute(),
    ]);
    await db.deleteFrom('strains').where('id', '=', id).execute();
    await files.remove([
      ...(row ? imageIds(row.images) : []),
      ...diary.flatMap((entry) => parseJsonList<string>(entry.photo_public_ids)),
    ]);
  }

  async function purgeNews(id: string): Promise<void> {
    const row = await db
      .selectFrom('news')
      .select('image_public_ids')
      .where('id', '=', id)
      .executeTakeFirst();
    await db.deleteFrom('news').where('id', '=', id).execute();
    await files.remove(row ? parseJsonList<string>(row.image_public_ids) : []);
  }

  async function purgeWithPhotos(table: 'bugs' | 'tasks', id: string): Promise<void> {
    const photoTable = table === 'bugs' ? 'bug_photos' : 'task_photos';
    const photos = await db.selectFrom(photoTable).select('public_id').where('parent_id', '=', id).execute();
    // Comments and photo rows cascade with their parent.
    await db.deleteFrom(table).where('id', '=', id).execute();
    await files.remove(photos.map((photo) => photo.public_id));
  }

  const PURGE: Record<TrashEntity, (id: string) => Promise<void>> = {
    strain: purgeStrain,
    cutting: purgeCutting,
    news: purgeNews,
    bug: (id) => purgeWithPhotos('bugs', id),
    task: (id) => purgeWithPhotos('tasks', id),
  };

  return {
    /** One pass of the purge job; answers how many objects it removed. */
    async runOnce(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - trashDays * DAY_MS).toISOString();
      let removed = 0;
      for (const entity of TRASH_ENTITIES) {
        for (const id of await trash.expiredIds(entity, cutoff)) {
          await PURGE[entity](id);
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export type TrashPurge = ReturnType<typeof createTrashPurge>;

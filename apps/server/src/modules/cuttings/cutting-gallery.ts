import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { CuttingPhoto, CuttingPhotoFields } from '@canopy/shared/schemas/cuttings';
import { forbidden } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { cuttingPhotoUrls } from './cutting-photo-urls.ts';
import { cuttingNotFound, photoIndexOutOfRange, photoNotFound } from './cuttings.errors.ts';
import { toCuttingPhoto } from './cuttings.mapper.ts';
import type { CuttingPhotoRow } from './cuttings.repository.ts';
import type { CuttingsContext } from './cuttings.service.ts';

type PhotoText = Required<CuttingPhotoFields>;

/**
 * A cutting's photo gallery (SPEC section 7): photos are addressed by their index in the gallery, so
 * every change that moves indexes runs in one transaction over the whole, renumbered list.
 */
export function createCuttingGallery({ db, clock, files, cuttings }: CuttingsContext) {
  const users = createUsersRepository(db);

  async function assertCutting(actor: Actor, cuttingId: string) {
    if (!canManageRecords(actor)) throw forbidden();
    if (!(await cuttings.findById(cuttingId))) throw cuttingNotFound();
  }

  const listIn = (trx: typeof db, cuttingId: string): Promise<CuttingPhotoRow[]> =>
    trx
      .selectFrom('cutting_photos')
      .selectAll()
      .where('cutting_id', '=', cuttingId)
      .orderBy('position')
      .orderBy('id')
      .execute();

  /** Writes positions 0..n-1 in list order, touching only rows whose position changed. */
  async function renumber(trx: typeof db, photos: CuttingPhotoRow[]) {
    for (const [position, photo] of photos.entries()) {
      if (photo.position === position) continue;
      await trx.updateTable('cutting_photos').set({ position }).where('id', '=', photo.id).execute();
    }
  }

  const mapped = (actor: Actor, photos: CuttingPhotoRow[]) => {
    const urls = cuttingPhotoUrls(actor, files);
    return photos.map((photo) => toCuttingPhoto(photo, urls));
  };

  return {
    /** Stores the upload, then appends it to the gallery; answers the whole gallery. */
    async add(actor: Actor, cuttingId: string, data: Buffer, text: PhotoText): Promise<CuttingPhoto[]> {
      await assertCutting(actor, cuttingId);
      const { publicId } = await files.storeImage(data, actor.id);
      const author = await users.findById(actor.id);
      const photos = await db.transaction().execute(async (trx) => {
        const existing = await listIn(trx, cuttingId);
        await trx
          .insertInto('cutting_photos')
          .values({
            id: newId(),
            cutting_id: cuttingId,
            position: existing.length,
            public_id: publicId,
            name: text.name,
            description: text.description,
            author_id: actor.id,
            author_name: author?.email ?? '',
            created_at: clock.now().toISOString(),
          })
          .execute();
        return listIn(trx, cuttingId);
      });
      return mapped(actor, photos);
    },

    async reorder(actor: Actor, cuttingId: string, from: number, to: number): Promise<CuttingPhoto[]> {
      await assertCutting(actor, cuttingId);
      const photos = await db.transaction().execute(async (trx) => {
        const list = await listIn(trx, cuttingId);
        if (from >= list.length) throw photoNotFound();
        if (to >= list.length) throw photoIndexOutOfRange();
        const [moved] = list.splice(from, 1);
        list.splice(to, 0, moved!);
        await renumber(trx, list);
        return listIn(trx, cuttingId);
      });
      return mapped(actor, photos);
    },

    async edit(actor: Actor, cuttingId: string, index: number, text: PhotoText): Promise<CuttingPhoto> {
      await assertCutting(actor, cuttingId);
      const photo = (await listIn(db, cuttingId))[index];
      if (!photo) throw photoNotFound();
      await db
        .updateTable('cutting_photos')
        .set({ name: text.name, description: text.description })
        .where('id', '=', photo.id)
        .execute();
      return mapped(actor, [{ ...photo, ...text }])[0]!;
    },

    /** Later photos move up one place; the card then shows whichever photo is now first. */
    async delete(actor: Actor, cuttingId: string, index: number): Promise<CuttingPhoto[]> {
      await assertCutting(actor, cuttingId);
      const { removed, photos } = await db.transaction().execute(async (trx) => {
        const list = await listIn(trx, cuttingId);
        const [gone] = list.splice(index, 1);
        if (!gone) throw photoNotFound();
        await trx.deleteFrom('cutting_photos').where('id', '=', gone.id).execute();
        await renumber(trx, list);
        return { removed: gone, photos: await listIn(trx, cuttingId) };
      });
      await files.remove([removed.public_id]);
      return mapped(actor, photos);
    },
  };
}

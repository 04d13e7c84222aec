import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { CuttingPhoto, CuttingPhotoFields } from '@canopy/shared/schemas/cuttings';
import { forbidden } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { partChanges } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { cuttingPartEntry } from './cutting-audit.ts';
import { cuttingPhotoUrls } from './cutting-photo-urls.ts';
import { cuttingNotFound, photoIndexOutOfRange, photoNotFound } from './cuttings.errors.ts';
import { toCuttingPhoto } from './cuttings.mapper.ts';
import {
  createCuttingPhotosRepository,
  type CuttingPhotoRow,
  type CuttingPhotosRepository,
} from './cutting-photos.repository.ts';
import type { CuttingRow } from './cuttings.repository.ts';
import type { CuttingsContext } from './cuttings-context.ts';

type PhotoText = Required<CuttingPhotoFields>;

/** What the audit log records of a gallery photo, under its cutting as `photo.publicId` and so on. */
const AUDITED_FIELDS = ['publicId', 'name', 'description'] as const;
const audited = (photo: Pick<CuttingPhotoRow, 'public_id' | 'name' | 'description'> | null) =>
  photo && { publicId: photo.public_id, name: photo.name, description: photo.description };
const photoChanges = (before: Parameters<typeof audited>[0], after: Parameters<typeof audited>[0]) =>
  partChanges('photo', audited(before), audited(after), AUDITED_FIELDS);

/**
 * A cutting's photo gallery: the API addresses photos by their index in the gallery, so
 * every change that moves indexes runs in one transaction over the whole, renumbered list.
 */
export function createCuttingGallery({ db, clock, files, cuttings, users }: CuttingsContext) {
  async function assertCutting(actor: Actor, cuttingId: string): Promise<CuttingRow> {
    if (!canManageRecords(actor)) throw forbidden();
    const cutting = await cuttings.findById(cuttingId);
    if (!cutting) throw cuttingNotFound();
    return cutting;
  }

  /** Writes positions 0..n-1 in list order, touching only rows whose position changed. */
  async function renumber(photos: CuttingPhotosRepository, list: CuttingPhotoRow[]) {
    for (const [position, photo] of list.entries()) {
      if (photo.position !== position) await photos.setPosition(photo.id, position);
    }
  }

  const mapped = (actor: Actor, photos: CuttingPhotoRow[]) => {
    const urls = cuttingPhotoUrls(actor, files);
    return photos.map((photo) => toCuttingPhoto(photo, urls));
  };

  return {
    /** Stores the upload, then appends it to the gallery; answers the whole gallery. */
    async add(actor: Actor, cuttingId: string, data: Buffer, text: PhotoText): Promise<CuttingPhoto[]> {
      const cutting = await assertCutting(actor, cuttingId);
      const { publicId } = await files.storeImage(data, actor.id);
      const author = await users.findById(actor.id);
      const at = clock.now();
      const photo = {
        id: newId(),
        cutting_id: cuttingId,
        public_id: publicId,
        name: text.name,
        description: text.description,
        author_id: actor.id,
        author_name: author?.email ?? '',
        created_at: at.toISOString(),
      };
      const photos = await db.transaction().execute(async (trx) => {
        const gallery = createCuttingPhotosRepository(trx);
        const existing = await gallery.list(cuttingId);
        await gallery.insert({ ...photo, position: existing.length });
        await recordAudit(
          trx,
          cuttingPartEntry(at, actor, cutting, 'photo_added', photoChanges(null, photo)),
        );
        return gallery.list(cuttingId);
      });
      return mapped(actor, photos);
    },

    async reorder(actor: Actor, cuttingId: string, from: number, to: number): Promise<CuttingPhoto[]> {
      const cutting = await assertCutting(actor, cuttingId);
      const photos = await db.transaction().execute(async (trx) => {
        const gallery = createCuttingPhotosRepository(trx);
        const list = await gallery.list(cuttingId);
        if (from >= list.length) throw photoNotFound();
        if (to >= list.length) throw photoIndexOutOfRange();
        const order = list.map((photo) => photo.public_id);
        const [moved] = list.splice(from, 1);
        list.splice(to, 0, moved!);
        await renumber(gallery, list);
        if (from !== to) {
          const changes = { 'photos.order': [order, list.map((photo) => photo.public_id)] };
          await recordAudit(trx, cuttingPartEntry(clock.now(), actor, cutting, 'photos_reordered', changes));
        }
        return gallery.list(cuttingId);
      });
      return mapped(actor, photos);
    },

    async edit(actor: Actor, cuttingId: string, index: number, text: PhotoText): Promise<CuttingPhoto> {
      const cutting = await assertCutting(actor, cuttingId);
      const photo = (await createCuttingPhotosRepository(db).list(cuttingId))[index];
      if (!photo) throw photoNotFound();
      const changes = photoChanges(photo, { ...photo, ...text });
      await db.transaction().execute(async (trx) => {
        await createCuttingPhotosRepository(trx).setText(photo.id, text);
        if (Object.keys(changes).length === 0) return;
        await recordAudit(trx, cuttingPartEntry(clock.now(), actor, cutting, 'photo_changed', changes));
      });
      return mapped(actor, [{ ...photo, ...text }])[0]!;
    },

    /** Later photos move up one place; the card then shows whichever photo is now first. */
    async delete(actor: Actor, cuttingId: string, index: number): Promise<CuttingPhoto[]> {
      const cutting = await assertCutting(actor, cuttingId);
      const { removed, photos } = await db.transaction().execute(async (trx) => {
        const gallery = createCuttingPhotosRepository(trx);
        const list = await gallery.list(cuttingId);
        const [gone] = list.splice(index, 1);
        if (!gone) throw photoNotFound();
        await gallery.delete(gone.id);
        await renumber(gallery, list);
        const changes = photoChanges(gone, null);
        await recordAudit(trx, cuttingPartEntry(clock.now(), actor, cutting, 'photo_removed', changes));
        return { removed: gone, photos: await gallery.list(cuttingId) };
      });
      await files.remove([removed.public_id]);
      return mapped(actor, photos);
    },
  };
}

import { canRecordScouting, isStaff, type Actor } from '@canopy/shared/permissions';
import type { UploadResponse } from '@canopy/shared/schemas/files';
import { forbidden } from '../../lib/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import { photosNotAttachable } from './protection.errors.ts';

export type ScoutingPhotoFiles = Pick<FilesService, 'storeImage' | 'ownersOf'>;

/**
 * A photo for a scouting entry, from anyone who may scout (`POST /api/upload` is staff only): stored as
 * every upload is (re-encoded, private, the caller its owner), for the entry to name by its id.
 */
export async function storeScoutingPhoto(
  files: Pick<ScoutingPhotoFiles, 'storeImage'>,
  actor: Actor,
  data: Buffer,
): Promise<UploadResponse> {
  if (!canRecordScouting(actor)) throw forbidden();
  return files.storeImage(data, actor.id);
}

/**
 * The photos a scouting entry names must be stored files the recorder uploaded, or any stored file for
 * staff: a run's scouting is read by everyone, so no one may show another's private photo there. Each
 * other id is a detail at `body.photos.N`.
 */
export async function assertAttachable(
  files: Pick<ScoutingPhotoFiles, 'ownersOf'>,
  actor: Actor,
  photos: readonly string[],
): Promise<void> {
  if (photos.length === 0) return;
  const owners = await files.ownersOf(photos);
  const details = photos.flatMap((id, index) => {
    const path = `body.photos.${index}`;
    if (!owners.has(id)) return [{ path, message: 'no such file' }];
    if (isStaff(actor) || owners.get(id) === actor.id) return [];
    return [{ path, message: 'not a photo you uploaded' }];
  });
  if (details.length > 0) throw photosNotAttachable(details);
}

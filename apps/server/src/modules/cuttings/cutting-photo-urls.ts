import { canSeeOriginalCuttingPhotos, type Actor } from '@canopy/shared/permissions';
import type { FilesService } from '../files/files.service.ts';

export interface CuttingPhotoUrls {
  /** True when every URL below points to a blurred preview. */
  blurred: boolean;
  display(publicId: string): string;
  thumb(publicId: string): string;
}

/**
 * The blur rule, in one place: cutting files stay private, and a reader who may not see originals (anyone
 * but superusers and admins) is only ever given signed URLs of the blurred variant. A signature covers the
 * variant in its path, so such a reader cannot turn one into a link to the original.
 */
export function cuttingPhotoUrls(actor: Actor | null, files: FilesService): CuttingPhotoUrls {
  if (canSeeOriginalCuttingPhotos(actor)) {
    return {
      blurred: false,
      display: (publicId) => files.urlFor(publicId, 'private', 'display'),
      thumb: (publicId) => files.urlFor(publicId, 'private', 'thumb'),
    };
  }
  const blurred = (publicId: string) => files.urlFor(publicId, 'private', 'blurred');
  return { blurred: true, display: blurred, thumb: blurred };
}

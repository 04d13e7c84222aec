import type { StoredImage } from '../../lib/stored-images.ts';

export { parseJsonList, type StoredImage } from '../../lib/stored-images.ts';

/**
 * Exactly one main image while any exist: the one marked main, else the first. So the
 * first photo of a new strain becomes its main image, and removing the main one promotes the first left.
 */
export function normalizeImages(
  images: readonly { publicId: string; isMain?: boolean | undefined }[],
): StoredImage[] {
  const unique = images.filter(
    (image, index) => images.findIndex((other) => other.publicId === image.publicId) === index,
  );
  const mainIndex = Math.max(
    0,
    unique.findIndex((image) => image.isMain === true),
  );
  return unique.map((image, index) => ({ publicId: image.publicId, isMain: index === mainIndex }));
}

import type { HeldUpload } from './queued-write';

const LOCAL_PREFIX = 'local-';
const held = new Map<string, { blob: Blob; fileName: string }>();

/**
 * A photo picked while offline stays on the phone under a local id (shown from a blob: URL) until its
 * write is queued; the queue uploads it first and puts the server's id in the local one's place.
 */
export function holdPhoto(blob: Blob, fileName: string): { publicId: string; url: string } {
  const publicId = `${LOCAL_PREFIX}${crypto.randomUUID()}`;
  held.set(publicId, { blob, fileName });
  return { publicId, url: URL.createObjectURL(blob) };
}

/**
 * The held photos among a write's image ids, each with the key its upload will carry and, when given, the
 * path it goes up to (`/api/upload` otherwise).
 */
export function takeHeldUploads(publicIds: readonly string[], path?: string): HeldUpload[] {
  return publicIds.flatMap((localId) => {
    const photo = held.get(localId);
    if (!photo) return [];
    held.delete(localId);
    const { blob, fileName } = photo;
    return [{ localId, blob, fileName, key: crypto.randomUUID(), ...(path === undefined ? {} : { path }) }];
  });
}

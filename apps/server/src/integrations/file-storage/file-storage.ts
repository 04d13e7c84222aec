/**
 * Where stored objects live (DESIGN section 7). The local-disk adapter is the default; an S3-compatible
 * adapter is the scale-out path. Keys are produced by the files service, never by a client.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are flat names of our own making; anything else would be a bug, so refuse it loudly. */
export const STORAGE_KEY_PATTERN = /^[0-9a-z][0-9a-z.-]{0,127}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

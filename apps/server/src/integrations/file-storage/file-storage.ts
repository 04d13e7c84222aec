import type { Readable } from 'node:stream';

/** An object opened for reading: its bytes as a stream, and how many there are. */
export interface OpenedObject {
  stream: Readable;
  size: number;
}

/**
 * Where stored objects live: on local disk by default, or in an S3-compatible
 * bucket when several instances share them. Keys are produced by the services, never by a client.
 * A storage that cannot do its work throws a `StorageError`; a missing object is null, not an error.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none; for the few callers that need them whole. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream with its size, or null when there is none: how files are served. */
  open(key: string): Promise<OpenedObject | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
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

/** Why a storage failed, in the terms a user's answer needs: no room left, or not answering at all. */
export type StorageFailure = 'full' | 'unavailable';

export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    readonly failure: StorageFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

import path from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Client, createS3Storage, type S3Settings } from './s3-storage.ts';

/** `FILE_STORAGE` and, for `s3`, the bucket it names. */
export type FileStorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

/**
 * The uses of storage, each its own area: a folder of DATA_DIR on local disk, a key prefix in the bucket.
 * The names are the same on both, so moving files to S3 keeps every key.
 */
export const STORAGE_AREAS = ['uploads', 'firmware'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface FileStorages extends Record<StorageArea, FileStorage> {
  /** Where the files are, for messages (never a credential). */
  description: string;
  /** Lets go of the S3 client's connections; nothing to do on local disk. */
  close(): void;
}

/** The one place the storage is chosen: every use gets the same kind, from the configuration. */
export function createFileStorages(settings: FileStorageSettings, dataDir: string): FileStorages {
  if (settings.kind === 'local') {
    return {
      uploads: createLocalDiskStorage(path.join(dataDir, 'uploads')),
      firmware: createLocalDiskStorage(path.join(dataDir, 'firmware')),
      description: `on local disk under ${dataDir}`,
      close() {},
    };
  }
  const client = createS3Client(settings);
  const { bucket } = settings;
  return {
    uploads: createS3Storage({ client, bucket, prefix: 'uploads' }),
    firmware: createS3Storage({ client, bucket, prefix: 'firmware' }),
    description: `in the S3 bucket ${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    close: () => client.destroy(),
  };
}

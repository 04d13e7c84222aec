import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertStorageKey, StorageError, type FileStorage, type OpenedObject } from './file-storage.ts';

/** `S3_*` (docs/operations.md, "File storage in S3"). */
export interface S3Settings {
  /** Unset: AWS itself; set: MinIO, Garage, Ceph and the like. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint !== undefined && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: by default every upload is sent `aws-chunked` with a trailing
    // checksum, which some S3-compatible servers store framing and all. Bodies here have a known length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the request (a 503 for the user) instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
}

/** What S3-compatible servers answer when a bucket or its disks are full, or a quota is used up. */
const FULL_BUCKET_ERRORS = new Set([
  'QuotaExceeded',
  'InsufficientStorage',
  'XMinioStorageFull',
  'XMinioAdminBucketQuotaExceeded',
]);

const errorName = (error: unknown) => (error as { name?: unknown }).name;
const httpStatus = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** A missing object (GetObject says NoSuchKey; HEAD has no body, so only NotFound). */
const isMissingObject = (error: unknown) =>
  errorName(error) === 'NoSuchKey' || errorName(error) === 'NotFound';

function failed(action: string, error: unknown): StorageError {
  const full = FULL_BUCKET_ERRORS.has(String(errorName(error))) || httpStatus(error) === 507;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new StorageError(full ? 'full' : 'unavailable', `S3 ${action} failed (${reason})`, {
    cause: error,
  });
}

const PREFIX_PATTERN = /^[a-z][a-z0-9-]*$/;

/**
 * Objects in one S3-compatible bucket under `<prefix>/<key>`, so one bucket holds every use (`uploads/`,
 * `firmware/`), mirroring the folders of DATA_DIR. Writes are whole objects of a known length; reads stream.
 */
export function createS3Storage(options: { client: S3Client; bucket: string; prefix: string }): FileStorage {
  const { client, bucket, prefix } = options;
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}/${key}`;
  };

  async function open(key: string): Promise<OpenedObject | null> {
    const Key = objectKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error('the answer has no body');
      if (answer.ContentLength === undefined) {
        body.destroy();
        throw new Error('the answer has no length');
      }
      return { stream: body, size: answer.ContentLength };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw failed('GetObject', error);
    }
  }

  return {
    async put(key, data) {
      const Key = objectKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: data,
            ContentLength: data.length,
            ContentType: 'application/octet-stream',
          }),
        );
      } catch (error) {
        throw failed('PutObject', error);
      }
    },

    async get(key) {
      const opened = await open(key);
      if (!opened) return null;
      try {
        return await buffer(opened.stream);
      } catch (error) {
        throw failed('GetObject', error);
      }
    },

    open,

    async size(key) {
      const Key = objectKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return answer.ContentLength ?? null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw failed('HeadObject', error);
      }
    },

    async delete(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        // S3 answers 204 for a missing object; some compatible servers say NoSuchKey instead.
        if (isMissingObject(error)) return;
        throw failed('DeleteObject', error);
      }
    },
  };
}

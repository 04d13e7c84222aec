import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileVariant, UploadResponse } from '@canopy/shared/schemas/files';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FileStorage } from '../../integrations/file-storage/file-storage.ts';
import type { Clock } from '../../lib/clock.ts';
import { fileNotFound, fromStorageError, unknownFileReference } from './files.errors.ts';
import { createFilesRepository } from './files.repository.ts';
import type { FileVisibility } from './files.table.ts';
import { blurredPreviewInBackground, processImageInBackground } from './image-process.ts';
import { STORED_IMAGE_TYPE, type StoredVariant } from './image-processing.ts';
import type { UrlSigner } from './url-signer.ts';

export interface FilesServiceDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  clock: Clock;
  signer: UrlSigner;
}

export interface ServedFile {
  /** Streamed from storage; a blurred preview made just now is already in memory. */
  body: Readable | Buffer;
  size: number;
  type: string;
  cacheControl: string;
}

const storageKey = (publicId: string, variant: FileVariant) => `${publicId}-${variant}.webp`;
const filePath = (publicId: string, variant: FileVariant) => `/api/files/${publicId}/${variant}`;
const STORED_VARIANTS: StoredVariant[] = ['display', 'thumb'];
const ALL_VARIANTS: FileVariant[] = [...STORED_VARIANTS, 'blurred'];

/** The upload path every feature shares: store, reference, serve and delete images. */
export function createFilesService({ db, storage, clock, signer }: FilesServiceDeps) {
  const files = createFilesRepository(db);

  /** Stores every object or none: a failure (a full disk, a bucket down) removes the ones already written. */
  async function putAll(objects: readonly { key: string; data: Buffer }[]) {
    const results = await Promise.allSettled(objects.map(({ key, data }) => storage.put(key, data)));
    const failure = results.find((result) => result.status === 'rejected');
    if (!failure) return;
    await Promise.all(objects.map(({ key }) => storage.delete(key).catch(() => undefined)));
    throw fromStorageError(failure.reason);
  }

  const urlFor = (publicId: string, visibility: FileVisibility, variant: FileVariant = 'display') =>
    visibility === 'public'
      ? filePath(publicId, variant)
      : signer.sign(filePath(publicId, variant), clock.now());

  /** Made on first request from the thumbnail and kept, so files nobody needs blurred cost nothing. */
  async function blurred(publicId: string): Promise<{ body: Readable | Buffer; size: number } | null> {
    const cached = await storage.open(storageKey(publicId, 'blurred'));
    if (cached) return { body: cached.stream, size: cached.size };
    const thumb = await storage.get(storageKey(publicId, 'thumb'));
    if (!thumb) return null;
    const preview = await blurredPreviewInBackground(thumb);
    await storage.put(storageKey(publicId, 'blurred'), preview);
    return { body: preview, size: preview.length };
  }

  async function content(publicId: string, variant: FileVariant) {
    if (variant === 'blurred') return blurred(publicId);
    const opened = await storage.open(storageKey(publicId, variant));
    return opened && { body: opened.stream, size: opened.size };
  }

  return {
    urlFor,

    /** Re-encodes an untrusted upload and stores it as a private image until a record publishes it. */
    async storeImage(data: Buffer, ownerId: string): Promise<UploadResponse> {
      const variants = await processImageInBackground(data);
      const publicId = randomBytes(16).toString('hex');
      await putAll(
        STORED_VARIANTS.map((variant) => ({ key: storageKey(publicId, variant), data: variants[variant] })),
      );
      await files.insert({
        public_id: publicId,
        owner_id: ownerId,
        kind: 'image',
        size: variants.display.length,
        type: STORED_IMAGE_TYPE,
        visibility: 'private',
        created_at: clock.now().toISOString(),
      });
      return { publicId, url: urlFor(publicId, 'private') };
    },

    /** Bodies may only point at files we stored: an arbitrary URL or id is a 400. */
    async assertStored(publicIds: readonly string[]): Promise<void> {
      const unique = [...new Set(publicIds)];
      const existing = await files.findExistingIds(unique);
      if (existing.length !== unique.length) throw unknownFileReference();
    },

    /**
     * Who uploaded each of these files that we stored (null: one stored without an owner), for a body that
     * may only name the caller's own uploads; an id of no stored file is absent.
     */
    ownersOf(publicIds: readonly string[]): Promise<Map<string, string | null>> {
      return files.findOwners([...new Set(publicIds)]);
    },

    async setVisibility(publicIds: readonly string[], visibility: FileVisibility): Promise<void> {
      await files.setVisibility(publicIds, visibility);
    },

    /** Forgets the files and removes their bytes; storage errors are left to a later sweep, not the user. */
    async remove(publicIds: readonly string[]): Promise<void> {
      if (publicIds.length === 0) return;
      await files.delete(publicIds);
      await Promise.allSettled(
        publicIds.flatMap((id) => ALL_VARIANTS.map((variant) => storage.delete(storageKey(id, variant)))),
      );
    },

    async read(
      publicId: string,
      variant: FileVariant,
      grant: { expires?: number | undefined; signature?: string | undefined },
    ): Promise<ServedFile> {
      const row = await files.findById(publicId);
      if (!row) throw fileNotFound();
      if (row.visibility === 'private') {
        const { expires, signature } = grant;
        const valid =
          expires !== undefined &&
          signature !== undefined &&
          signer.verify(filePath(publicId, variant), expires, signature, clock.now());
        // The same 404 as a missing file: a stale or forged link tells nothing about what exists.
        if (!valid) throw fileNotFound();
      }
      const found = await content(publicId, variant).catch((error: unknown) => {
        throw fromStorageError(error);
      });
      if (!found) throw fileNotFound();
      const cacheControl =
        row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=600';
      return { ...found, type: row.type, cacheControl };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

import type { AttachedPhoto } from '@canopy/shared/schemas/people';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FilesService } from '../files/files.service.ts';
import { createAttachmentsRepository } from './attachments.repository.ts';
import type { AttachmentTable } from './attachments.types.ts';

/**
 * Photos of bugs or tasks. They are private (only logged-in staff see these records), so their URLs
 * are short-lived signed links rather than public paths.
 */
export function createAttachmentsService(
  deps: { db: Kysely<Database>; files: FilesService; clock: Clock },
  table: AttachmentTable,
) {
  const attachments = createAttachmentsRepository(deps.db, table);
  const toPhoto = (publicId: string): AttachedPhoto => ({
    publicId,
    url: deps.files.urlFor(publicId, 'private'),
  });

  return {
    async photosFor(parentIds: readonly string[]): Promise<Map<string, AttachedPhoto[]>> {
      const ids = await attachments.listFor(parentIds);
      return new Map([...ids].map(([parentId, publicIds]) => [parentId, publicIds.map(toPhoto)]));
    },

    /** Stores each upload (re-encoded by the shared pipeline) and attaches it to the record. */
    async attach(parentId: string, uploads: readonly Buffer[], ownerId: string): Promise<void> {
      const stored = [];
      for (const data of uploads) stored.push(await deps.files.storeImage(data, ownerId));
      await attachments.add(
        parentId,
        stored.map((file) => file.publicId),
        deps.clock.now().toISOString(),
      );
    },

    /** Removes the files of a record that is about to be deleted. */
    async removeAll(parentId: string): Promise<void> {
      await deps.files.remove((await attachments.listFor([parentId])).get(parentId) ?? []);
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;

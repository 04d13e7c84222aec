import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import type { FilesService } from '../files/files.service.ts';
import { createAttachmentsRepository } from './attachments.repository.ts';
import type { AttachmentTable } from './attachments.types.ts';

/**
 * Stores each upload (re-encoded by the shared pipeline), then attaches them to the bug or task and
 * writes the audit entry `entryOf(publicIds)` in one transaction; if that fails, the stored files go.
 */
export async function attachAudited(
  deps: { db: Kysely<Database>; files: FilesService; clock: Clock },
  table: AttachmentTable,
  upload: { parentId: string; data: readonly Buffer[]; ownerId: string },
  entryOf: (publicIds: string[], at: Date) => AuditEntryInput,
): Promise<void> {
  const publicIds: string[] = [];
  for (const data of upload.data)
    publicIds.push((await deps.files.storeImage(data, upload.ownerId)).publicId);
  if (publicIds.length === 0) return;
  const at = deps.clock.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await createAttachmentsRepository(trx, table).add(upload.parentId, publicIds, at.toISOString());
      await recordAudit(trx, entryOf(publicIds, at));
    });
  } catch (error) {
    await deps.files.remove(publicIds);
    throw error;
  }
}

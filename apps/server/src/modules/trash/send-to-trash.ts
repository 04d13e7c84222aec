import type { Actor } from '@canopy/shared/permissions';
import type { TrashEntity } from '@canopy/shared/schemas/trash';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { createTrashRepository } from './trash.repository.ts';

const KIND_LABEL: Record<TrashEntity, string> = {
  strain: 'Strain',
  cutting: 'Cutting',
  news: 'News item',
  bug: 'Bug',
  task: 'Task',
  room: 'Room',
};

export interface TrashRequest {
  entity: TrashEntity;
  id: string;
  /** What the audit summary calls it: a name, a code, a title. */
  label: string;
}

/**
 * What `DELETE` does to a strain, cutting, news item, bug or task: the row stays,
 * marked as in the trash, and the audit entry is written in the same transaction. A strain takes its
 * live cuttings along. Nothing else changes, so a restore brings back every photo, diary entry and log.
 */
export async function sendToTrash(
  deps: { db: Kysely<Database>; clock: Clock },
  actor: Actor,
  request: TrashRequest,
): Promise<void> {
  const at = deps.clock.now();
  const mark = { at: at.toISOString(), by: actor.id };
  await deps.db.transaction().execute(async (trx) => {
    const trash = createTrashRepository(trx);
    // Two deletes at once: the second finds nothing to move and writes no entry.
    if (!(await trash.moveToTrash(request.entity, request.id, mark))) return;
    if (request.entity === 'strain') await trash.moveCuttingsWithStrain(request.id, mark);
    await recordAudit(trx, {
      at,
      actor,
      action: 'delete',
      entity: request.entity,
      entityId: request.id,
      summary: `${KIND_LABEL[request.entity]} ${quoted(request.label)} moved to the trash`,
      event: 'trashed',
      values: { label: request.label },
    });
  });
}

export { KIND_LABEL };

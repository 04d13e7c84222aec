import type { Actor } from '@canopy/shared/permissions';
import {
  TRASH_LIST_LIMIT,
  type TrashEntity,
  type TrashItem,
  type TrashList,
} from '@canopy/shared/schemas/trash';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { FilesService } from '../files/files.service.ts';
import { KIND_LABEL } from './send-to-trash.ts';
import { specsByEntity, type TrashSpecs } from './trash-specs.ts';
import { notInTrash, parentInTrash } from './trash.errors.ts';
import { createTrashRepository, type TrashedRow } from './trash.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrashServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  /** `TRASH_DAYS`: how long an object stays in the trash before the purge removes it. */
  trashDays: number;
  /** One per kind of object that goes to the trash; a restore makes public again what its spec says. */
  specs: TrashSpecs;
}

/** `GET /api/trash` and the restores; the routes admit superusers and admins only. */
export function createTrashService({ db, clock, files, trashDays, specs }: TrashServiceDeps) {
  const trash = createTrashRepository(db);
  const specOf = specsByEntity(specs);

  const toItem = (row: TrashedRow, keptForGood: boolean): TrashItem => ({
    entity: row.entity,
    id: row.id,
    name: row.name,
    deletedAt: row.deleted_at,
    deletedBy: row.deleted_by ? { id: row.deleted_by, email: row.deleted_by_email ?? '' } : null,
    purgeAt: keptForGood ? null : new Date(Date.parse(row.deleted_at) + trashDays * DAY_MS).toISOString(),
  });

  /** What each kind's spec keeps for good among the rows listed: one call per kind that keeps any. */
  async function keptAmong(rows: readonly TrashedRow[]): Promise<Set<string>> {
    const kept = new Set<string>();
    for (const spec of specs) {
      const ids = rows.filter((row) => row.entity === spec.entity).map((row) => row.id);
      if (!spec.keptForGood || ids.length === 0) continue;
      for (const id of await spec.keptForGood(db, ids)) kept.add(`${spec.entity}:${id}`);
    }
    return kept;
  }

  return {
    async list(): Promise<TrashList> {
      const rows = await trash.list(TRASH_LIST_LIMIT);
      const kept = await keptAmong(rows);
      return { items: rows.map((row) => toItem(row, kept.has(`${row.entity}:${row.id}`))), trashDays };
    },

    /**
     * Brings an object back as it was: a strain with the cuttings that went with it; less what its spec
     * says a restore does not bring back (a room's devices), which the audit summary names.
     */
    async restore(actor: Actor, entity: TrashEntity, id: string): Promise<void> {
      const row = await trash.findTrashed(entity, id);
      if (!row) throw notInTrash();
      // A cutting that went with its strain, or whose strain went after it, needs that strain back first.
      if (row.strain_id && (await trash.isStrainTrashed(row.strain_id))) throw parentInTrash();
      const { restoreNote, publicFiles } = specOf(entity);
      const at = clock.now();
      await db.transaction().execute(async (trx) => {
        const inTransaction = createTrashRepository(trx);
        await inTransaction.restore(entity, id);
        if (entity === 'strain') await inTransaction.restoreCuttingsWithStrain(id);
        await recordAudit(trx, {
          at,
          actor,
          action: 'restore',
          entity,
          entityId: id,
          summary: `${KIND_LABEL[entity]} ${quoted(row.label)} restored from the trash${restoreNote ? `, ${restoreNote}` : ''}`,
          event: 'restored',
          values: { label: row.label },
        });
      });
      if (publicFiles) await files.setVisibility(await publicFiles(db, id), 'public');
    },
  };
}

export type TrashService = ReturnType<typeof createTrashService>;

import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { CuttingLogEntry, CuttingLogEvent } from '@canopy/shared/schemas/cuttings';
import { forbidden } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { partChanges } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { cuttingPartEntry } from './cutting-audit.ts';
import { cuttingPhotoUrls } from './cutting-photo-urls.ts';
import { cuttingNotFound } from './cuttings.errors.ts';
import { toCuttingLogEntry } from './cuttings.mapper.ts';
import { createCuttingsRepository } from './cuttings.repository.ts';
import type { CuttingsContext } from './cuttings-context.ts';

export interface CuttingLogInput {
  event: CuttingLogEvent;
  notes: string;
  photo?: Buffer | undefined;
}

/** The history of a cutting: transplants, treatments and moves, newest first; readable by any user. */
export function createCuttingLog({ db, clock, files, cuttings, users }: CuttingsContext) {
  return {
    async list(actor: Actor | null, cuttingId: string): Promise<CuttingLogEntry[]> {
      if (!(await cuttings.findById(cuttingId))) throw cuttingNotFound();
      const urls = cuttingPhotoUrls(actor, files);
      return (await cuttings.listLog(cuttingId)).map((row) => toCuttingLogEntry(row, urls));
    },

    async add(actor: Actor, cuttingId: string, input: CuttingLogInput): Promise<CuttingLogEntry> {
      if (!canManageRecords(actor)) throw forbidden();
      const cutting = await cuttings.findById(cuttingId);
      if (!cutting) throw cuttingNotFound();
      const photo = input.photo ? (await files.storeImage(input.photo, actor.id)).publicId : null;
      const author = await users.findById(actor.id);
      const at = clock.now();
      const row = {
        id: newId(),
        cutting_id: cuttingId,
        event: input.event,
        notes: input.notes,
        photo_public_id: photo,
        author_id: actor.id,
        author_name: author?.email ?? '',
        created_at: at.toISOString(),
      };
      const changes = partChanges(
        'log',
        null,
        { event: row.event, notes: row.notes, photoPublicId: row.photo_public_id },
        ['event', 'notes', 'photoPublicId'],
      );
      await db.transaction().execute(async (trx) => {
        await createCuttingsRepository(trx).insertLogEntry(row);
        await recordAudit(trx, cuttingPartEntry(at, actor, cutting, 'log_added', changes));
      });
      return toCuttingLogEntry(row, cuttingPhotoUrls(actor, files));
    },
  };
}

import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { CuttingDiaryEntry, cuttingDiaryBodySchema } from '@canopy/shared/schemas/cuttings';
import type { z } from 'zod';
import { forbidden } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { partChanges } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { parseJsonList } from '../strains/strain-images.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { cuttingPartEntry } from './cutting-audit.ts';
import { cuttingPhotoUrls } from './cutting-photo-urls.ts';
import { cuttingNotFound, diaryEntryNotFound } from './cuttings.errors.ts';
import { toCuttingDiaryEntry } from './cuttings.mapper.ts';
import {
  createCuttingsRepository,
  type CuttingDiaryRow,
  type CuttingRow,
  type CuttingsRepository,
} from './cuttings.repository.ts';
import type { CuttingsContext } from './cuttings-context.ts';

export type ParsedCuttingDiaryBody = z.output<typeof cuttingDiaryBodySchema>;

const imageIds = (row: CuttingDiaryRow) => parseJsonList<string>(row.image_public_ids);

/** What the audit log records of a diary entry, under its cutting as `diary.note`, `diary.imagePublicIds`. */
const AUDITED_FIELDS = ['note', 'imagePublicIds'] as const;
const audited = (row: Pick<CuttingDiaryRow, 'note' | 'image_public_ids'> | null) =>
  row && { note: row.note, imagePublicIds: parseJsonList<string>(row.image_public_ids) };

/** A cutting's gardener diary: staff write it; `images` URLs in bodies are ignored, ids are the truth. */
export function createCuttingDiary({ db, clock, files, cuttings }: CuttingsContext) {
  const users = createUsersRepository(db);

  async function assertCutting(actor: Actor, cuttingId: string): Promise<CuttingRow> {
    if (!canManageRecords(actor)) throw forbidden();
    const cutting = await cuttings.findById(cuttingId);
    if (!cutting) throw cuttingNotFound();
    return cutting;
  }

  async function findEntry(actor: Actor, cuttingId: string, entryId: string) {
    const cutting = await assertCutting(actor, cuttingId);
    const entry = await cuttings.findDiaryEntry(cuttingId, entryId);
    if (!entry) throw diaryEntryNotFound();
    return { cutting, entry };
  }

  /** The write and its audit entry commit together or not at all. */
  async function writeAudited(
    write: (repository: CuttingsRepository) => Promise<void>,
    change: { at: Date; actor: Actor; cutting: CuttingRow; what: string },
    before: CuttingDiaryRow | null,
    after: Pick<CuttingDiaryRow, 'note' | 'image_public_ids'> | null,
  ) {
    const changes = partChanges('diary', audited(before), audited(after), AUDITED_FIELDS);
    await db.transaction().execute(async (trx) => {
      await write(createCuttingsRepository(trx));
      await recordAudit(trx, cuttingPartEntry(change.at, change.actor, change.cutting, change.what, changes));
    });
  }

  const mapped = (actor: Actor, row: CuttingDiaryRow) =>
    toCuttingDiaryEntry(row, cuttingPhotoUrls(actor, files));

  return {
    async add(actor: Actor, cuttingId: string, body: ParsedCuttingDiaryBody): Promise<CuttingDiaryEntry> {
      const cutting = await assertCutting(actor, cuttingId);
      await files.assertStored(body.imagePublicIds);
      const author = await users.findById(actor.id);
      const at = clock.now();
      const now = at.toISOString();
      const row: CuttingDiaryRow = {
        id: newId(),
        cutting_id: cuttingId,
        note: body.note,
        image_public_ids: JSON.stringify([...new Set(body.imagePublicIds)]),
        author_id: actor.id,
        author_name: author?.email ?? '',
        created_at: now,
        updated_at: now,
      };
      await writeAudited(
        (repository) => repository.insertDiaryEntry(row),
        { at, actor, cutting, what: 'Diary entry added to' },
        null,
        row,
      );
      return mapped(actor, row);
    },

    async update(actor: Actor, cuttingId: string, entryId: string, body: ParsedCuttingDiaryBody) {
      const { cutting, entry } = await findEntry(actor, cuttingId, entryId);
      await files.assertStored(body.imagePublicIds);
      const kept = [...new Set(body.imagePublicIds)];
      const at = clock.now();
      const changes = {
        note: body.note,
        image_public_ids: JSON.stringify(kept),
        updated_at: at.toISOString(),
      };
      await writeAudited(
        (repository) => repository.updateDiaryEntry(entryId, changes),
        { at, actor, cutting, what: 'Diary entry changed on' },
        entry,
        changes,
      );
      await files.remove(imageIds(entry).filter((id) => !kept.includes(id)));
      return mapped(actor, { ...entry, ...changes });
    },

    async delete(actor: Actor, cuttingId: string, entryId: string): Promise<void> {
      const { cutting, entry } = await findEntry(actor, cuttingId, entryId);
      await writeAudited(
        (repository) => repository.deleteDiaryEntry(entryId),
        { at: clock.now(), actor, cutting, what: 'Diary entry removed from' },
        entry,
        null,
      );
      await files.remove(imageIds(entry));
    },

    async deleteImage(actor: Actor, cuttingId: string, entryId: string, publicId: string) {
      const { cutting, entry } = await findEntry(actor, cuttingId, entryId);
      const kept = imageIds(entry).filter((id) => id !== publicId);
      const at = clock.now();
      const changes = { image_public_ids: JSON.stringify(kept), updated_at: at.toISOString() };
      await writeAudited(
        (repository) => repository.updateDiaryEntry(entryId, changes),
        { at, actor, cutting, what: 'Photo removed from a diary entry of' },
        entry,
        { ...entry, ...changes },
      );
      await files.remove(imageIds(entry).filter((id) => id === publicId));
      return mapped(actor, { ...entry, ...changes });
    },
  };
}

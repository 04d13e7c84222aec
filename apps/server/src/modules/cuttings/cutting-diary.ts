import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { CuttingDiaryEntry, cuttingDiaryBodySchema } from '@canopy/shared/schemas/cuttings';
import type { z } from 'zod';
import { forbidden } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { parseJsonList } from '../strains/strain-images.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { cuttingPhotoUrls } from './cutting-photo-urls.ts';
import { cuttingNotFound, diaryEntryNotFound } from './cuttings.errors.ts';
import { toCuttingDiaryEntry } from './cuttings.mapper.ts';
import type { CuttingDiaryRow } from './cuttings.repository.ts';
import type { CuttingsContext } from './cuttings.service.ts';

export type ParsedCuttingDiaryBody = z.output<typeof cuttingDiaryBodySchema>;

const imageIds = (row: CuttingDiaryRow) => parseJsonList<string>(row.image_public_ids);

/** A cutting's gardener diary: staff write it; `images` URLs in bodies are ignored, ids are the truth. */
export function createCuttingDiary({ db, clock, files, cuttings }: CuttingsContext) {
  const users = createUsersRepository(db);

  async function assertCutting(actor: Actor, cuttingId: string) {
    if (!canManageRecords(actor)) throw forbidden();
    if (!(await cuttings.findById(cuttingId))) throw cuttingNotFound();
  }

  async function findEntry(actor: Actor, cuttingId: string, entryId: string): Promise<CuttingDiaryRow> {
    await assertCutting(actor, cuttingId);
    const entry = await cuttings.findDiaryEntry(cuttingId, entryId);
    if (!entry) throw diaryEntryNotFound();
    return entry;
  }

  const mapped = (actor: Actor, row: CuttingDiaryRow) =>
    toCuttingDiaryEntry(row, cuttingPhotoUrls(actor, files));

  return {
    async add(actor: Actor, cuttingId: string, body: ParsedCuttingDiaryBody): Promise<CuttingDiaryEntry> {
      await assertCutting(actor, cuttingId);
      await files.assertStored(body.imagePublicIds);
      const author = await users.findById(actor.id);
      const now = clock.now().toISOString();
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
      await cuttings.insertDiaryEntry(row);
      return mapped(actor, row);
    },

    async update(actor: Actor, cuttingId: string, entryId: string, body: ParsedCuttingDiaryBody) {
      const entry = await findEntry(actor, cuttingId, entryId);
      await files.assertStored(body.imagePublicIds);
      const kept = [...new Set(body.imagePublicIds)];
      const changes = {
        note: body.note,
        image_public_ids: JSON.stringify(kept),
        updated_at: clock.now().toISOString(),
      };
      await cuttings.updateDiaryEntry(entryId, changes);
      await files.remove(imageIds(entry).filter((id) => !kept.includes(id)));
      return mapped(actor, { ...entry, ...changes });
    },

    async delete(actor: Actor, cuttingId: string, entryId: string): Promise<void> {
      const entry = await findEntry(actor, cuttingId, entryId);
      await cuttings.deleteDiaryEntry(entryId);
      await files.remove(imageIds(entry));
    },

    async deleteImage(actor: Actor, cuttingId: string, entryId: string, publicId: string) {
      const entry = await findEntry(actor, cuttingId, entryId);
      const kept = imageIds(entry).filter((id) => id !== publicId);
      const changes = { image_public_ids: JSON.stringify(kept), updated_at: clock.now().toISOString() };
      await cuttings.updateDiaryEntry(entryId, changes);
      await files.remove(imageIds(entry).filter((id) => id === publicId));
      return mapped(actor, { ...entry, ...changes });
    },
  };
}

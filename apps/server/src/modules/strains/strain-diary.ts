import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { diaryEntryBodySchema, StrainDiaryEntry } from '@canopy/shared/schemas/strains';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { FilesService } from '../files/files.service.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { parseJsonList } from './strain-images.ts';
import { diaryEntryNotFound, strainNotFound } from './strains.errors.ts';
import { toDiaryEntry } from './strains.mapper.ts';
import type { DiaryEntryRow, StrainsRepository } from './strains.repository.ts';

export type ParsedDiaryEntryBody = z.output<typeof diaryEntryBodySchema>;

interface StrainDiaryDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  strains: StrainsRepository;
}

const photoIds = (row: DiaryEntryRow) => parseJsonList<string>(row.photo_public_ids);

/** A strain's gardener diary: staff write it, logged-in users read it; photos stay private. */
export function createStrainDiary({ db, clock, files, strains }: StrainDiaryDeps) {
  const users = createUsersRepository(db);

  async function findEntry(actor: Actor, strainId: string, entryId: string): Promise<DiaryEntryRow> {
    if (!canManageRecords(actor)) throw forbidden();
    if (!(await strains.findById(strainId))) throw strainNotFound();
    const entry = await strains.findDiaryEntry(strainId, entryId);
    if (!entry) throw diaryEntryNotFound();
    return entry;
  }

  return {
    /** The author comes from the token's account, never from the body. */
    async add(actor: Actor, strainId: string, body: ParsedDiaryEntryBody): Promise<StrainDiaryEntry> {
      if (!canManageRecords(actor)) throw forbidden();
      if (!(await strains.findById(strainId))) throw strainNotFound();
      await files.assertStored(body.photoPublicIds);
      const author = await users.findById(actor.id);
      const now = clock.now().toISOString();
      const row: DiaryEntryRow = {
        id: newId(),
        strain_id: strainId,
        note: body.note,
        photo_public_ids: JSON.stringify([...new Set(body.photoPublicIds)]),
        author_id: actor.id,
        author_name: author?.email ?? '',
        created_at: now,
        updated_at: now,
      };
      await strains.insertDiaryEntry(row);
      return toDiaryEntry(row, files.urlFor);
    },

    async update(actor: Actor, strainId: string, entryId: string, body: ParsedDiaryEntryBody) {
      const entry = await findEntry(actor, strainId, entryId);
      await files.assertStored(body.photoPublicIds);
      const kept = [...new Set(body.photoPublicIds)];
      const changes = {
        note: body.note,
        photo_public_ids: JSON.stringify(kept),
        updated_at: clock.now().toISOString(),
      };
      await strains.updateDiaryEntry(entryId, changes);
      await files.remove(photoIds(entry).filter((id) => !kept.includes(id)));
      return toDiaryEntry({ ...entry, ...changes }, files.urlFor);
    },

    async delete(actor: Actor, strainId: string, entryId: string): Promise<void> {
      const entry = await findEntry(actor, strainId, entryId);
      await strains.deleteDiaryEntry(entryId);
      await files.remove(photoIds(entry));
    },

    async deletePhoto(actor: Actor, strainId: string, entryId: string, publicId: string) {
      const entry = await findEntry(actor, strainId, entryId);
      const kept = photoIds(entry).filter((id) => id !== publicId);
      const changes = { photo_public_ids: JSON.stringify(kept), updated_at: clock.now().toISOString() };
      await strains.updateDiaryEntry(entryId, changes);
      await files.remove(photoIds(entry).filter((id) => id === publicId));
      return toDiaryEntry({ ...entry, ...changes }, files.urlFor);
    },
  };
}

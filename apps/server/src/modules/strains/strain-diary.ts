import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { diaryEntryBodySchema, StrainDiaryEntry } from '@canopy/shared/schemas/strains';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { partChanges, quoted } from '../audit/audit-labels.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import type { FilesService } from '../files/files.service.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { parseJsonList } from './strain-images.ts';
import { diaryEntryNotFound, strainNotFound } from './strains.errors.ts';
import { toDiaryEntry } from './strains.mapper.ts';
import {
  createStrainsRepository,
  type DiaryEntryRow,
  type StrainRow,
  type StrainsRepository,
} from './strains.repository.ts';

export type ParsedDiaryEntryBody = z.output<typeof diaryEntryBodySchema>;

interface StrainDiaryDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  strains: StrainsRepository;
}

const photoIds = (row: DiaryEntryRow) => parseJsonList<string>(row.photo_public_ids);

/** What the audit log records of a diary entry, under its strain as `diary.note`, `diary.photoPublicIds`. */
const AUDITED_FIELDS = ['note', 'photoPublicIds'] as const;
const audited = (row: Pick<DiaryEntryRow, 'note' | 'photo_public_ids'>) => ({
  note: row.note,
  photoPublicIds: parseJsonList<string>(row.photo_public_ids),
});
type AuditedEntry = Parameters<typeof audited>[0];

/** A strain's gardener diary: staff write it, logged-in users read it; photos stay private. */
export function createStrainDiary({ db, clock, files, strains }: StrainDiaryDeps) {
  const users = createUsersRepository(db);

  async function findEntry(
    actor: Actor,
    strainId: string,
    entryId: string,
  ): Promise<{ strain: StrainRow; entry: DiaryEntryRow }> {
    if (!canManageRecords(actor)) throw forbidden();
    const strain = await strains.findById(strainId);
    if (!strain) throw strainNotFound();
    const entry = await strains.findDiaryEntry(strainId, entryId);
    if (!entry) throw diaryEntryNotFound();
    return { strain, entry };
  }

  /** The write and its audit entry (an `update` of the strain) commit together or not at all. */
  async function writeAudited(
    write: (repository: StrainsRepository) => Promise<void>,
    entry: { at: Date; actor: Actor; strain: StrainRow; summary: string },
    before: AuditedEntry | null,
    after: AuditedEntry | null,
  ) {
    const record: AuditEntryInput = {
      at: entry.at,
      actor: entry.actor,
      action: 'update',
      entity: 'strain',
      entityId: entry.strain.id,
      summary: `${entry.summary} strain ${quoted(entry.strain.name)}`,
      changes: partChanges('diary', before && audited(before), after && audited(after), AUDITED_FIELDS),
    };
    await db.transaction().execute(async (trx) => {
      await write(createStrainsRepository(trx));
      await recordAudit(trx, record);
    });
  }

  return {
    /** The author comes from the token's account, never from the body. */
    async add(actor: Actor, strainId: string, body: ParsedDiaryEntryBody): Promise<StrainDiaryEntry> {
      if (!canManageRecords(actor)) throw forbidden();
      const strain = await strains.findById(strainId);
      if (!strain) throw strainNotFound();
      await files.assertStored(body.photoPublicIds);
      const author = await users.findById(actor.id);
      const at = clock.now();
      const now = at.toISOString();
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
      await writeAudited(
        (repository) => repository.insertDiaryEntry(row),
        { at, actor, strain, summary: 'Diary entry added to' },
        null,
        row,
      );
      return toDiaryEntry(row, files.urlFor);
    },

    async update(actor: Actor, strainId: string, entryId: string, body: ParsedDiaryEntryBody) {
      const { strain, entry } = await findEntry(actor, strainId, entryId);
      await files.assertStored(body.photoPublicIds);
      const kept = [...new Set(body.photoPublicIds)];
      const at = clock.now();
      const changes = {
        note: body.note,
        photo_public_ids: JSON.stringify(kept),
        updated_at: at.toISOString(),
      };
      await writeAudited(
        (repository) => repository.updateDiaryEntry(entryId, changes),
        { at, actor, strain, summary: 'Diary entry changed on' },
        entry,
        changes,
      );
      await files.remove(photoIds(entry).filter((id) => !kept.includes(id)));
      return toDiaryEntry({ ...entry, ...changes }, files.urlFor);
    },

    async delete(actor: Actor, strainId: string, entryId: string): Promise<void> {
      const { strain, entry } = await findEntry(actor, strainId, entryId);
      await writeAudited(
        (repository) => repository.deleteDiaryEntry(entryId),
        { at: clock.now(), actor, strain, summary: 'Diary entry removed from' },
        entry,
        null,
      );
      await files.remove(photoIds(entry));
    },

    async deletePhoto(actor: Actor, strainId: string, entryId: string, publicId: string) {
      const { strain, entry } = await findEntry(actor, strainId, entryId);
      const kept = photoIds(entry).filter((id) => id !== publicId);
      const at = clock.now();
      const changes = { photo_public_ids: JSON.stringify(kept), updated_at: at.toISOString() };
      await writeAudited(
        (repository) => repository.updateDiaryEntry(entryId, changes),
        { at, actor, strain, summary: 'Photo removed from a diary entry of' },
        entry,
        { ...entry, ...changes },
      );
      await files.remove(photoIds(entry).filter((id) => id === publicId));
      return toDiaryEntry({ ...entry, ...changes }, files.urlFor);
    },
  };
}

import type { AuditEntity } from '@canopy/shared/audit';
import { canManageRecords, type Actor } from '@canopy/shared/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, type AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { partChanges, quoted } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { FilesService } from '../files/files.service.ts';
import type { UserLookup } from '../users/users.types.ts';
import { createDiaryRepository } from './diary.repository.ts';
import type { DiaryRecord, DiaryTable } from './diary.types.ts';

/** The English words of each diary change, for the summary's English line. */
const DIARY_TEXT = {
  diary_added: 'Diary entry added to',
  diary_changed: 'Diary entry changed on',
  diary_removed: 'Diary entry removed from',
  diary_photo_removed: 'Photo removed from a diary entry of',
} as const;
type DiaryEvent = keyof typeof DIARY_TEXT;

export interface DiaryDeps {
  db: Kysely<Database>;
  clock: Clock;
  files: FilesService;
  /** Authors' names, kept on each entry as written. */
  users: UserLookup;
}

/** The parent of a diary as the audit log names it: a strain's name, a cutting's code. */
export interface DiaryParent {
  id: string;
  label: string;
}

/** What makes a diary a strain's or a cutting's; the rest of the feature is the same for both. */
export interface DiarySpec<Entry> {
  table: DiaryTable;
  /** The audit log files each diary write as an `update` of the parent. */
  entity: AuditEntity & ('strain' | 'cutting');
  /** Only parents outside the trash: a trashed parent's diary is unreachable. */
  findParent(db: Kysely<Database>, id: string): Promise<DiaryParent | undefined>;
  parentNotFound(): AppError;
  entryNotFound(): AppError;
  /** The API's name of the photo ids (`photoPublicIds`, `imagePublicIds`), which the audit log uses too. */
  photosField: string;
  /** The entry under the API's field names, with photo URLs this reader may have. */
  toEntry(record: DiaryRecord, actor: Actor, files: FilesService): Entry;
}

/** A written entry under the shared names; the routes map the API's body fields onto it. */
export interface DiaryInput {
  note: string;
  photoIds: readonly string[];
}

/** A gardener diary: staff write it; photos are private files referenced by id. */
export function createDiary<Entry>(spec: DiarySpec<Entry>, { db, clock, files, users }: DiaryDeps) {
  const entries = createDiaryRepository(db, spec.table);
  const fields = ['note', spec.photosField];
  const audited = (entry: Pick<DiaryRecord, 'note' | 'photoIds'> | null) =>
    entry && { note: entry.note, [spec.photosField]: entry.photoIds };

  async function findParent(actor: Actor, parentId: string): Promise<DiaryParent> {
    if (!canManageRecords(actor)) throw forbidden();
    const parent = await spec.findParent(db, parentId);
    if (!parent) throw spec.parentNotFound();
    return parent;
  }

  async function findEntry(actor: Actor, parentId: string, entryId: string) {
    const parent = await findParent(actor, parentId);
    const entry = await entries.find(parentId, entryId);
    if (!entry) throw spec.entryNotFound();
    return { parent, entry };
  }

  /** The write and its audit entry commit together or not at all. */
  async function writeAudited(
    write: (repository: typeof entries) => Promise<void>,
    change: { at: Date; actor: Actor; parent: DiaryParent; event: DiaryEvent },
    before: DiaryRecord | null,
    after: Pick<DiaryRecord, 'note' | 'photoIds'> | null,
  ) {
    const changes = partChanges('diary', audited(before), audited(after), fields);
    await db.transaction().execute(async (trx) => {
      await write(createDiaryRepository(trx, spec.table));
      await recordAudit(trx, {
        at: change.at,
        actor: change.actor,
        action: 'update',
        entity: spec.entity,
        entityId: change.parent.id,
        summary: `${DIARY_TEXT[change.event]} ${spec.entity} ${quoted(change.parent.label)}`,
        event: change.event,
        values: { label: change.parent.label },
        changes,
      });
    });
  }

  return {
    /** The author comes from the token's account, never from the body. */
    async add(actor: Actor, parentId: string, input: DiaryInput): Promise<Entry> {
      const parent = await findParent(actor, parentId);
      await files.assertStored(input.photoIds);
      const author = await users.findById(actor.id);
      const at = clock.now();
      const entry: DiaryRecord = {
        id: newId(),
        parentId,
        note: input.note,
        photoIds: [...new Set(input.photoIds)],
        authorId: actor.id,
        authorName: author?.email ?? '',
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      };
      const event = 'diary_added';
      await writeAudited((repository) => repository.insert(entry), { at, actor, parent, event }, null, entry);
      return spec.toEntry(entry, actor, files);
    },

    async update(actor: Actor, parentId: string, entryId: string, input: DiaryInput): Promise<Entry> {
      const { parent, entry } = await findEntry(actor, parentId, entryId);
      await files.assertStored(input.photoIds);
      const at = clock.now();
      const changed = {
        ...entry,
        note: input.note,
        photoIds: [...new Set(input.photoIds)],
        updatedAt: at.toISOString(),
      };
      const event = 'diary_changed';
      await writeAudited(
        (repository) => repository.update(changed),
        { at, actor, parent, event },
        entry,
        changed,
      );
      await files.remove(entry.photoIds.filter((id) => !changed.photoIds.includes(id)));
      return spec.toEntry(changed, actor, files);
    },

    async delete(actor: Actor, parentId: string, entryId: string): Promise<void> {
      const { parent, entry } = await findEntry(actor, parentId, entryId);
      const change = { at: clock.now(), actor, parent, event: 'diary_removed' as const };
      await writeAudited((repository) => repository.delete(entryId), change, entry, null);
      await files.remove(entry.photoIds);
    },

    async deletePhoto(actor: Actor, parentId: string, entryId: string, publicId: string): Promise<Entry> {
      const { parent, entry } = await findEntry(actor, parentId, entryId);
      const at = clock.now();
      const changed = {
        ...entry,
        photoIds: entry.photoIds.filter((id) => id !== publicId),
        updatedAt: at.toISOString(),
      };
      const event = 'diary_photo_removed';
      await writeAudited(
        (repository) => repository.update(changed),
        { at, actor, parent, event },
        entry,
        changed,
      );
      await files.remove(entry.photoIds.filter((id) => id === publicId));
      return spec.toEntry(changed, actor, files);
    },

    /** For the parent's detail, which decides itself who may read the diary. */
    list(parentId: string): Promise<DiaryRecord[]> {
      return entries.list(parentId);
    },
  };
}

export type DiaryService<Entry> = ReturnType<typeof createDiary<Entry>>;

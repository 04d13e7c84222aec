import { diaryEntryBodySchema, strainDiaryEntrySchema } from '@canopy/shared/schemas/strains';
import type { StrainDiaryEntry } from '@canopy/shared/schemas/strains';
import type { DiaryRecord } from '../diary/diary.types.ts';
import type { DiaryRoutesSpec } from '../diary/diary.routes.ts';
import type { DiarySpec } from '../diary/diary.service.ts';
import type { FilesService } from '../files/files.service.ts';
import { diaryEntryNotFound, strainNotFound } from './strains.errors.ts';
import { createStrainsRepository } from './strains.repository.ts';

/**
 * A strain diary entry as the API names it (`photos`, `photoPublicIds`): its photos are private, behind
 * short-lived signed URLs.
 */
export const toStrainDiaryEntry = (
  record: DiaryRecord,
  urlFor: FilesService['urlFor'],
): StrainDiaryEntry => ({
  _id: record.id,
  note: record.note,
  photos: record.photoIds.map((id) => urlFor(id, 'private')),
  photoPublicIds: record.photoIds,
  timestamp: record.createdAt,
  authorName: record.authorName,
});

/** A strain's gardener diary: staff write it, logged-in readers see it with the strain. */
export const strainDiarySpec: DiarySpec<StrainDiaryEntry> = {
  table: { name: 'strain_diary_entries', parentColumn: 'strain_id', photosColumn: 'photo_public_ids' },
  entity: 'strain',
  async findParent(db, id) {
    const strain = await createStrainsRepository(db).findById(id);
    return strain && { id: strain.id, label: strain.name };
  },
  parentNotFound: strainNotFound,
  entryNotFound: diaryEntryNotFound,
  photosField: 'photoPublicIds',
  toEntry: (record, _actor, files) => toStrainDiaryEntry(record, files.urlFor),
};

export const strainDiaryRoutes: DiaryRoutesSpec<typeof diaryEntryBodySchema, StrainDiaryEntry> = {
  parent: 'strain',
  photoWord: 'photo',
  body: diaryEntryBodySchema,
  entry: strainDiaryEntrySchema,
  readBody: (body) => ({ note: body.note, photoIds: body.photoPublicIds }),
};

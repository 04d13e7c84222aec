import {
  cuttingDiaryBodySchema,
  cuttingDiaryEntrySchema,
  type CuttingDiaryEntry,
} from '@canopy/shared/schemas/cuttings';
import type { DiaryRecord } from '../diary/diary.types.ts';
import type { DiaryRoutesSpec } from '../diary/diary.routes.ts';
import type { DiarySpec } from '../diary/diary.service.ts';
import { cuttingPhotoUrls, type CuttingPhotoUrls } from './cutting-photo-urls.ts';
import { cuttingNotFound, diaryEntryNotFound } from './cuttings.errors.ts';
import { createCuttingsRepository } from './cuttings.repository.ts';

/**
 * A cutting diary entry as the API names it (`images`, `imagePublicIds`): its images follow the blur rule
 * of the reader.
 */
export const toCuttingDiaryEntry = (record: DiaryRecord, urls: CuttingPhotoUrls): CuttingDiaryEntry => ({
  _id: record.id,
  note: record.note,
  images: record.photoIds.map((id) => urls.display(id)),
  imagePublicIds: record.photoIds,
  timestamp: record.createdAt,
  authorName: record.authorName,
});

/** A cutting's gardener diary: staff write it; `images` URLs in bodies are ignored, ids are the truth. */
export const cuttingDiarySpec: DiarySpec<CuttingDiaryEntry> = {
  table: { name: 'cutting_diary_entries', parentColumn: 'cutting_id', photosColumn: 'image_public_ids' },
  entity: 'cutting',
  async findParent(db, id) {
    const cutting = await createCuttingsRepository(db).findById(id);
    return cutting && { id: cutting.id, label: cutting.code };
  },
  parentNotFound: cuttingNotFound,
  entryNotFound: diaryEntryNotFound,
  photosField: 'imagePublicIds',
  toEntry: (record, actor, files) => toCuttingDiaryEntry(record, cuttingPhotoUrls(actor, files)),
};

export const cuttingDiaryRoutes: DiaryRoutesSpec<typeof cuttingDiaryBodySchema, CuttingDiaryEntry> = {
  parent: 'cutting',
  photoWord: 'image',
  body: cuttingDiaryBodySchema,
  entry: cuttingDiaryEntrySchema,
  readBody: (body) => ({ note: body.note, photoIds: body.imagePublicIds }),
};

import type { Strain } from '@canopy/shared/schemas/strains';
import type { DiaryRecord } from '../diary/diary.types.ts';
import type { FilesService } from '../files/files.service.ts';
import { parseJsonList, type StoredImage } from './strain-images.ts';
import { toStrainDiaryEntry } from './strain-diary.ts';
import type { StrainRow } from './strains.repository.ts';

type UrlFor = FilesService['urlFor'];

/** Strain images are public; diary photos are private and get short-lived signed URLs. */
export function toStrain(row: StrainRow, urlFor: UrlFor, diary?: DiaryRecord[]): Strain {
  const images = parseJsonList<StoredImage>(row.images).map((image) => ({
    url: urlFor(image.publicId, 'public'),
    publicId: image.publicId,
    isMain: image.isMain,
  }));
  const main = images.find((image) => image.isMain) ?? null;
  return {
    _id: row.id,
    shortId: row.short_id,
    name: row.name,
    slug: row.slug,
    genetics: row.genetics,
    description: row.description,
    images,
    photo: main?.url ?? null,
    photoPublicId: main?.publicId ?? null,
    imageUrls: images.map((image) => image.url),
    imagePublicIds: images.map((image) => image.publicId),
    url: `/strain/${encodeURIComponent(row.slug)}`,
    ...(diary && { diary: diary.map((entry) => toStrainDiaryEntry(entry, urlFor)) }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

import type { Cutting, CuttingLogEntry, CuttingPhoto, CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { parseJsonList, type StoredImage } from '../strains/strain-images.ts';
import type { DiaryRecord } from '../diary/diary.types.ts';
import { toCuttingDiaryEntry } from './cutting-diary.ts';
import type { CuttingPhotoUrls } from './cutting-photo-urls.ts';
import type { CuttingPhotoRow } from './cutting-photos.repository.ts';
import type { CuttingLogRow, CuttingSummaryRow } from './cuttings.repository.ts';

/** The address a cutting's QR label encodes: the web app's cutting page, opened by a scan. */
export const cuttingAddress = (publicUrl: string, id: string) => `${publicUrl}/cutting/${id}`;

export function toCuttingSummary(
  row: CuttingSummaryRow,
  urls: CuttingPhotoUrls,
  publicUrl: string,
): CuttingSummary {
  const main = parseJsonList<StoredImage>(row.images).find((image) => image.isMain);
  const cardPhotoId = main?.publicId ?? row.first_photo_id;
  return {
    _id: row.id,
    shortId: row.short_id,
    code: row.code,
    name: row.name,
    strainId: row.strain_id,
    strainName: row.strain_name,
    strainCode: row.strain_short_id,
    strain: { _id: row.strain_id, name: row.strain_name, slug: row.strain_slug },
    status: row.status,
    location: row.location,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    photo: cardPhotoId ? urls.thumb(cardPhotoId) : null,
    photosBlurred: urls.blurred,
    url: cuttingAddress(publicUrl, row.id),
    isMother: Number(row.is_mother) === 1,
    motherId: row.mother_id,
    retiredAt: row.retired_at,
  };
}

export interface CuttingDetailParts {
  photos: CuttingPhotoRow[];
  diary: DiaryRecord[];
}

export function toCutting(
  row: CuttingSummaryRow,
  parts: CuttingDetailParts,
  urls: CuttingPhotoUrls,
  publicUrl: string,
): Cutting {
  const images = parseJsonList<StoredImage>(row.images).map((image) => ({
    url: urls.display(image.publicId),
    publicId: image.publicId,
    isMain: image.isMain,
  }));
  return {
    ...toCuttingSummary(row, urls, publicUrl),
    images,
    photos: parts.photos.map((photo) => toCuttingPhoto(photo, urls)),
    diary: parts.diary.map((entry) => toCuttingDiaryEntry(entry, urls)),
  };
}

export function toCuttingPhoto(row: CuttingPhotoRow, urls: CuttingPhotoUrls): CuttingPhoto {
  return {
    publicId: row.public_id,
    name: row.name,
    description: row.description,
    url: urls.display(row.public_id),
    thumbUrl: urls.thumb(row.public_id),
    createdAt: row.created_at,
    author: row.author_name,
  };
}

export function toCuttingLogEntry(row: CuttingLogRow, urls: CuttingPhotoUrls): CuttingLogEntry {
  return {
    _id: row.id,
    event: row.event,
    notes: row.notes,
    photo: row.photo_public_id ? urls.display(row.photo_public_id) : null,
    createdAt: row.created_at,
    authorName: row.author_name,
  };
}

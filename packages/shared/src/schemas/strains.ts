import { z } from 'zod';
import {
  RECORD_IMAGES_MAX,
  RECORD_TEXT_MAX_LENGTH,
  STRAIN_NAME_MAX_LENGTH,
  STRAIN_SLUG_MAX_LENGTH,
} from '../constants.ts';
import { publicIdSchema, recordImageSchema } from './files.ts';

/** Lower-case words joined by dashes: it becomes the `/strain/{slug}` address. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

export const strainDiaryEntrySchema = z.object({
  _id: z.string(),
  note: z.string(),
  photos: z.array(z.string()),
  photoPublicIds: z.array(publicIdSchema),
  timestamp: z.string(),
  authorName: z.string(),
});
export type StrainDiaryEntry = z.infer<typeof strainDiaryEntrySchema>;

/** A strain as the API sends it; `diary` only to logged-in readers. */
export const strainSchema = z.object({
  _id: z.string(),
  shortId: z.string(),
  name: z.string(),
  slug: z.string(),
  genetics: z.string(),
  description: z.string(),
  images: z.array(recordImageSchema),
  photo: z.string().nullable(),
  photoPublicId: publicIdSchema.nullable(),
  imageUrls: z.array(z.string()),
  imagePublicIds: z.array(publicIdSchema),
  url: z.string(),
  diary: z.array(strainDiaryEntrySchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Strain = z.infer<typeof strainSchema>;

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** The body of `POST /api/admin/strains` and `PUT /api/admin/strains/{id}`. */
export const strainBodySchema = z.object({
  name: requiredText(STRAIN_NAME_MAX_LENGTH),
  slug: requiredText(STRAIN_SLUG_MAX_LENGTH).toLowerCase().pipe(z.string().regex(SLUG_PATTERN)),
  genetics: z.string().trim().max(STRAIN_NAME_MAX_LENGTH).default(''),
  description: z.string().trim().max(RECORD_TEXT_MAX_LENGTH).default(''),
  images: z
    .array(z.object({ publicId: publicIdSchema, isMain: z.boolean().optional() }))
    .max(RECORD_IMAGES_MAX)
    .default([]),
});
export type StrainBody = z.input<typeof strainBodySchema>;

export const diaryEntryBodySchema = z.object({
  note: z.string().trim().min(1).max(RECORD_TEXT_MAX_LENGTH),
  photoPublicIds: z.array(publicIdSchema).max(RECORD_IMAGES_MAX).default([]),
});
export type DiaryEntryBody = z.input<typeof diaryEntryBodySchema>;

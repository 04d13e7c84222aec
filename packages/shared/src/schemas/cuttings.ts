import { z } from 'zod';
import {
  CUTTING_CODE_MAX_LENGTH,
  CUTTING_SEARCH_MAX_LENGTH,
  CUTTING_TEXT_MAX_LENGTH,
  CUTTINGS_PAGE_SIZE,
  CUTTINGS_PAGE_SIZE_MAX,
  RECORD_IMAGES_MAX,
  RECORD_TEXT_MAX_LENGTH,
} from '../constants.ts';
import { publicIdSchema, recordImageSchema } from './files.ts';

/*
 * The cuttings contract shared by the server and the web app.
 * Only staff see photo originals: readers who may not (plain users) get the
 * URL of a blurred preview instead, and `photosBlurred` tells the page to show it as such.
 */

/** The strain a cutting belongs to, as lists and cards show it. */
export const cuttingStrainSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type CuttingStrain = z.infer<typeof cuttingStrainSchema>;

/** One photo of a cutting's gallery: uploaded with a name and a description, both required. */
export const cuttingPhotoSchema = z.object({
  publicId: publicIdSchema,
  name: z.string(),
  description: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  createdAt: z.string(),
  author: z.string(),
});
export type CuttingPhoto = z.infer<typeof cuttingPhotoSchema>;

export const cuttingDiaryEntrySchema = z.object({
  _id: z.string(),
  note: z.string(),
  images: z.array(z.string()),
  imagePublicIds: z.array(publicIdSchema),
  timestamp: z.string(),
  authorName: z.string(),
});
export type CuttingDiaryEntry = z.infer<typeof cuttingDiaryEntrySchema>;

export const CUTTING_LOG_EVENTS = ['transplant', 'treatment', 'move'] as const;
export type CuttingLogEvent = (typeof CUTTING_LOG_EVENTS)[number];

export const cuttingLogEntrySchema = z.object({
  _id: z.string(),
  event: z.enum(CUTTING_LOG_EVENTS),
  notes: z.string(),
  photo: z.string().nullable(),
  createdAt: z.string(),
  authorName: z.string(),
});
export type CuttingLogEntry = z.infer<typeof cuttingLogEntrySchema>;

/** A cutting in a list or on a card: no gallery, no diary. */
export const cuttingSummarySchema = z.object({
  _id: z.string(),
  shortId: z.string(),
  code: z.string(),
  name: z.string(),
  strainId: z.string(),
  strainName: z.string(),
  strainCode: z.string(),
  strain: cuttingStrainSchema,
  status: z.string(),
  location: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The main image (or the first gallery photo) as this reader may see it, or null. */
  photo: z.string().nullable(),
  photosBlurred: z.boolean(),
  /** The address the QR label encodes: `PUBLIC_URL/cutting/{id}`. */
  url: z.string(),
  /** A mother plant clones are taken from (DESIGN section 20, mothers and lineage). */
  isMother: z.boolean(),
  /** The cutting this one was taken from, or null. */
  motherId: z.string().nullable(),
  /** When a mother was retired: she takes no more clones, and keeps her history. */
  retiredAt: z.string().nullable(),
});
export type CuttingSummary = z.infer<typeof cuttingSummarySchema>;

/** `GET /api/cuttings/{id}`: the whole record. */
export const cuttingSchema = cuttingSummarySchema.extend({
  images: z.array(recordImageSchema),
  photos: z.array(cuttingPhotoSchema),
  diary: z.array(cuttingDiaryEntrySchema),
});
export type Cutting = z.infer<typeof cuttingSchema>;

/** Sort keys of both lists: /cuttings offers name and code, /cuttings-admin all four. */
export const CUTTING_SORTS = ['name', 'code', 'date', 'shortId'] as const;
export type CuttingSort = (typeof CUTTING_SORTS)[number];

/** `GET /api/cuttings` and `GET /api/admin/cuttings`: one page, searched and sorted in the database. */
export const cuttingListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(CUTTINGS_PAGE_SIZE_MAX).default(CUTTINGS_PAGE_SIZE),
  /** Matches code, name, short id, strain name, status and location, case-insensitively. */
  q: z.string().trim().max(CUTTING_SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(CUTTING_SORTS).default('date'),
});
export type CuttingListQuery = z.input<typeof cuttingListQuerySchema>;

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => text(max).min(1);

/** `POST /api/admin/cuttings`: code and strain required; a clone may name its mother from the start. */
export const cuttingCreateBodySchema = z.object({
  code: requiredText(CUTTING_CODE_MAX_LENGTH),
  strainId: z.string().trim().min(1).max(64),
  name: text(CUTTING_TEXT_MAX_LENGTH).default(''),
  status: text(CUTTING_TEXT_MAX_LENGTH).default(''),
  location: text(CUTTING_TEXT_MAX_LENGTH).default(''),
  isMother: z.boolean().default(false),
  /** Another live cutting; null or left out for none. */
  motherId: z.string().trim().min(1).max(64).nullable().default(null),
});
export type CuttingCreateBody = z.input<typeof cuttingCreateBodySchema>;

/**
 * `PUT /api/admin/cuttings/{id}`: images reference stored files only, never foreign URLs. The lineage
 * fields may be left out (a client older than them): the cutting then keeps what it had.
 */
export const cuttingUpdateBodySchema = cuttingCreateBodySchema.extend({
  createdAt: z.iso.datetime({ offset: true }).optional(),
  images: z
    .array(z.object({ publicId: publicIdSchema, isMain: z.boolean().optional() }))
    .max(RECORD_IMAGES_MAX)
    .default([]),
  isMother: z.boolean().optional(),
  /** Another live cutting, never itself nor one of its own descendants; null for none. */
  motherId: z.string().trim().min(1).max(64).nullable().optional(),
  retiredAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CuttingUpdateBody = z.input<typeof cuttingUpdateBodySchema>;

/** Text fields of `POST /api/cuttings/{id}/photo` (multipart, with `file`); all required. */
export const cuttingPhotoFieldsSchema = z.object({
  name: requiredText(CUTTING_TEXT_MAX_LENGTH),
  description: requiredText(RECORD_TEXT_MAX_LENGTH),
});
export type CuttingPhotoFields = z.input<typeof cuttingPhotoFieldsSchema>;

/** `PUT /api/cuttings/{id}/photos/reorder`: move the photo at `from` to `to`. */
export const cuttingPhotoReorderBodySchema = z.object({
  from: z.number().int().min(0),
  to: z.number().int().min(0),
});

/** `POST` and `PUT /api/admin/cuttings/{id}/diary`; `images` (URLs) are ignored, ids are the truth. */
export const cuttingDiaryBodySchema = z.object({
  note: requiredText(RECORD_TEXT_MAX_LENGTH),
  images: z.array(z.string()).max(RECORD_IMAGES_MAX).optional(),
  imagePublicIds: z.array(publicIdSchema).max(RECORD_IMAGES_MAX).default([]),
});
export type CuttingDiaryBody = z.input<typeof cuttingDiaryBodySchema>;

/** Text fields of `POST /api/admin/{id}/log` (multipart, with an optional `photo`). */
export const cuttingLogFieldsSchema = z.object({
  event: z.enum(CUTTING_LOG_EVENTS),
  notes: text(RECORD_TEXT_MAX_LENGTH).default(''),
});
export type CuttingLogFields = z.input<typeof cuttingLogFieldsSchema>;

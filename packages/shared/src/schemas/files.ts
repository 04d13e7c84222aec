import { z } from 'zod';

/** A stored file's id: 128 random bits in hex, so it can be neither guessed nor used as a path. */
export const publicIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'not a file id');

/** `blurred`: a small, heavily blurred preview for readers who may not see the original (cutting photos). */
export const FILE_VARIANTS = ['display', 'thumb', 'blurred'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

/** `POST /api/upload`: where the stored image can be seen now, and the id to reference it by. */
export const uploadResponseSchema = z.object({ url: z.string(), publicId: publicIdSchema });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** An image of a record as the API sends it. */
export const recordImageSchema = z.object({
  url: z.string(),
  publicId: publicIdSchema,
  isMain: z.boolean(),
});
export type RecordImage = z.infer<typeof recordImageSchema>;

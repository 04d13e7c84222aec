import { z } from 'zod';
import { RECORD_IMAGES_MAX, RECORD_TEXT_MAX_LENGTH } from '../constants.ts';
import { publicIdSchema } from './files.ts';

export const NEWS_TITLE_MAX_LENGTH = 200;

export const newsItemSchema = z.object({
  _id: z.string(),
  shortId: z.string(),
  title: z.string(),
  body: z.string(),
  images: z.array(z.string()),
  imagePublicIds: z.array(publicIdSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** The body of `POST /api/news` and `PUT /api/news/{id}`: title and body required. */
export const newsBodySchema = z.object({
  title: z.string().trim().min(1).max(NEWS_TITLE_MAX_LENGTH),
  body: z.string().trim().min(1).max(RECORD_TEXT_MAX_LENGTH),
  imagePublicIds: z.array(publicIdSchema).max(RECORD_IMAGES_MAX).default([]),
});
export type NewsBody = z.input<typeof newsBodySchema>;

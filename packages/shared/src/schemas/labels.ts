import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { DEFAULT_LABEL_SIZE, LABEL_IDS_MAX, LABEL_SIZES } from '../labels.ts';

/*
 * QR label downloads: the server validates their queries with these schemas; the sizes themselves are
 * in labels.ts.
 */
const size = z
  .enum(LABEL_SIZES)
  .default(DEFAULT_LABEL_SIZE)
  .describe('Label size: one label per page of that size, or `a4` for an A4 sheet of 3.5x2 in labels');

/** `GET /api/qr/pdf/{id}`. */
export const labelPdfQuerySchema = z.object({ size });
export type LabelPdfQuery = z.input<typeof labelPdfQuerySchema>;

const cuttingId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a cutting id');

/** Midnight UTC for a date alone; a time needs its offset (`Z` or `+02:00`), so "today" is the caller's. */
const createdFrom = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value).toISOString())
  .describe('Only cuttings created at or after this ISO 8601 date (00:00 UTC) or date-time with offset');

/** `GET /api/qr/pdf/all`: every cutting, or those named and/or created since; always in code order. */
export const allLabelsPdfQuerySchema = z.object({
  size,
  ids: z
    .string()
    .max(LABEL_IDS_MAX * 65)
    .transform((value) => value.split(','))
    .pipe(z.array(cuttingId).min(1).max(LABEL_IDS_MAX))
    .optional()
    .describe(
      `Comma-separated cutting ids, at most ${LABEL_IDS_MAX}; ids of no cutting (say, one just deleted) are left out`,
    ),
  createdFrom: createdFrom.optional(),
});
export type AllLabelsPdfQuery = z.input<typeof allLabelsPdfQuerySchema>;
export type AllLabelsPdfFilter = Omit<z.output<typeof allLabelsPdfQuerySchema>, 'size'>;

/**
 * `GET /api/runs/{id}/groups/{groupId}/label.pdf`: a plant group's label in a size, its words (the stage,
 * "Plants") in `lang`, the language the web app shows (English when absent).
 */
export const groupLabelPdfQuerySchema = z.object({
  size,
  lang: z.enum(LANGUAGES).default('en').describe("The label's words in this language"),
});
export type GroupLabelPdfQuery = z.input<typeof groupLabelPdfQuerySchema>;

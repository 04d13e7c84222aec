import { z } from 'zod';
import { personSchema } from './people.ts';
import { WEIGHT_UNITS } from './site.ts';
import { thousandthsOf, WEIGHT_DECIMALS, WEIGHT_VALUE_MAX } from '../weights.ts';

/*
 * Harvests, their weighings and quality notes (DESIGN section 21). Kinds and units are keys; the words a
 * person sees come from the five catalogs.
 */

/** What a weighing weighs: the whole harvest wet or dry, or the dry flower, trim and waste apart. */
export const WEIGHING_KINDS = ['wet', 'dry', 'flower', 'trim', 'waste'] as const;
export type WeighingKind = (typeof WEIGHING_KINDS)[number];

export const QUALITY_NOTE_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** One weighing: the value and unit as entered, and its grams (whole milligrams). */
export const weighingSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(WEIGHING_KINDS),
  value: z.number(),
  unit: z.enum(WEIGHT_UNITS),
  grams: z.number(),
  by: personSchema.nullable(),
  /** Added after the harvest was closed, by an admin's override. */
  override: z.boolean(),
});
export type Weighing = z.infer<typeof weighingSchema>;

/** A dated note on the cure: ratings (1-5) on the site's quality criteria, and words. */
export const qualityNoteSchema = z.object({
  _id: z.string(),
  at: z.string(),
  ratings: z.record(z.string(), z.number().int()),
  text: z.string(),
  by: personSchema.nullable(),
});
export type QualityNote = z.infer<typeof qualityNoteSchema>;

/** Grams of each kind: every weighing of the kind added up, exactly (never drifting). */
export const harvestTotalsSchema = z.object(
  Object.fromEntries(WEIGHING_KINDS.map((kind) => [kind, z.number()])) as Record<WeighingKind, z.ZodNumber>,
);
export type HarvestTotals = z.infer<typeof harvestTotalsSchema>;

/** `GET /api/harvests/{id}`, and each of a run's `harvests`: weighings and notes oldest first. */
export const harvestSchema = z.object({
  _id: z.string(),
  runId: z.string(),
  groupId: z.string(),
  strainId: z.string(),
  strainName: z.string(),
  /** The room the plants were harvested from (where they flowered). */
  roomId: z.string(),
  at: z.string(),
  plantCount: z.number().int(),
  /** The group's day of flower on the day of the harvest, in the site's zone. */
  flowerDays: z.number().int(),
  weighings: z.array(weighingSchema),
  totals: harvestTotalsSchema,
  notes: z.array(qualityNoteSchema),
  closedAt: z.string().nullable(),
  closedBy: personSchema.nullable(),
  by: personSchema.nullable(),
  createdAt: z.string(),
});
export type Harvest = z.infer<typeof harvestSchema>;

const atSchema = z.iso.datetime({ offset: true });

/**
 * `POST /api/runs/{id}/harvests`: a flowering group, or `plantCount` of its plants, harvested and moved to
 * `dry` (in `roomId`, default the room it flowered in).
 */
export const harvestBodySchema = z.object({
  groupId: z.string().min(1).max(64),
  at: atSchema.optional(),
  // Above the group's count: 400 `runs.not_enough_plants`, as for any move.
  plantCount: z.number().int().min(1).optional(),
  roomId: z.string().min(1).max(64).optional(),
  /**
   * Staff harvest inside a treatment's pre-harvest interval knowingly (audited); without it such a harvest
   * is 409 `harvests.pre_harvest_interval`.
   */
  override: z.boolean().default(false),
});
export type HarvestBody = z.input<typeof harvestBodySchema>;

/** `POST /api/harvests/{id}/weighings`; `override` lets an admin add a wet weight after the close. */
export const weighingBodySchema = z.object({
  kind: z.enum(WEIGHING_KINDS),
  value: z
    .number()
    .positive()
    .max(WEIGHT_VALUE_MAX)
    .refine((value) => thousandthsOf(value) !== null, {
      message: `at most ${WEIGHT_DECIMALS} decimals`,
    }),
  unit: z.enum(WEIGHT_UNITS),
  at: atSchema.optional(),
  override: z.boolean().default(false),
});
export type WeighingBody = z.input<typeof weighingBodySchema>;

/** `POST /api/harvests/{id}/notes`: ratings on the site's criteria (`qualityCriteria`), text, or both. */
export const qualityNoteBodySchema = z
  .object({
    at: atSchema.optional(),
    ratings: z
      .record(z.string().min(1).max(40), z.number().int().min(RATING_MIN).max(RATING_MAX))
      .default({}),
    text: z.string().trim().max(QUALITY_NOTE_MAX).default(''),
  })
  .refine((note) => note.text !== '' || Object.keys(note.ratings).length > 0, {
    message: 'a rating or a text',
    path: ['text'],
  });
export type QualityNoteBody = z.input<typeof qualityNoteBodySchema>;

import { z } from 'zod';
import { GROWING_STAGES } from '../crop.ts';
import {
  DOSE_MAX,
  DOSE_UNITS,
  EC_MAX,
  PH_MAX,
  PRE_HARVEST_DAYS_MAX,
  PRODUCT_KINDS,
  RE_ENTRY_HOURS_MAX,
  RECIPE_ITEMS_MAX,
  RECIPE_WEEK_MAX,
  SCOUTING_KINDS,
  SCOUTING_PHOTOS_MAX,
  SEVERITY_MAX,
  TREATMENT_METHODS,
  TREATMENT_UNITS,
  VOLUME_MAX,
  VOLUME_UNITS,
} from '../feeding.ts';
import { attachedPhotoSchema, personSchema } from './people.ts';

/*
 * Feeding and plant protection (DESIGN section 25): products and recipes (staff keep them), and what was
 * given to a room's plants: feeds, scouting and treatments. A room-wide entry is kept as one row per group
 * that was growing in the room (each naming its `groupId` and `runId`), written in one transaction: a run
 * lists its own rows, and a room lists its entries.
 */

export const PRODUCT_NAME_MAX = 120;
export const FEEDING_TEXT_MAX = 200;
export const FEEDING_NOTE_MAX = 2000;

const id = z.string().min(1).max(64);
const atSchema = z.iso.datetime({ offset: true });
const ec = z.number().min(0).max(EC_MAX);
const ph = z.number().min(0).max(PH_MAX);
const dose = z.number().positive().max(DOSE_MAX);

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  activeIngredient: z.string(),
  /** Hours nobody may enter a room after a treatment with it; 0: none. */
  reEntryHours: z.number().int(),
  /** Days after a treatment with it before a harvest; 0: none. */
  preHarvestDays: z.number().int(),
  notes: z.string(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** `POST /api/products`, `PUT /api/products/{id}`; `archived: true` hides it from new entries. */
export const productBodySchema = z.object({
  name: z.string().trim().min(1).max(PRODUCT_NAME_MAX),
  kind: z.enum(PRODUCT_KINDS),
  activeIngredient: z.string().trim().max(FEEDING_TEXT_MAX).default(''),
  reEntryHours: z.number().int().min(0).max(RE_ENTRY_HOURS_MAX).default(0),
  preHarvestDays: z.number().int().min(0).max(PRE_HARVEST_DAYS_MAX).default(0),
  notes: z.string().trim().max(FEEDING_NOTE_MAX).default(''),
  archived: z.boolean().default(false),
});
export type ProductBody = z.input<typeof productBodySchema>;

/** A product's dose in a recipe or a feed: a concentration in the water. */
export const doseItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  dose: z.number(),
  unit: z.enum(DOSE_UNITS),
});
export type DoseItem = z.infer<typeof doseItemSchema>;

export const doseItemBodySchema = z.object({
  productId: id,
  dose,
  unit: z.enum(DOSE_UNITS),
});
export type DoseItemBody = z.input<typeof doseItemBodySchema>;

export const recipeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  stage: z.enum(GROWING_STAGES),
  /** The week of the stage it is for: days 1-7 of the stage are week 1. */
  week: z.number().int(),
  items: z.array(doseItemSchema),
  targetEc: z.number().nullable(),
  targetPh: z.number().nullable(),
  notes: z.string(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** `POST /api/recipes`, `PUT /api/recipes/{id}`: an unknown or archived product is a 400. */
export const recipeBodySchema = z.object({
  name: z.string().trim().min(1).max(PRODUCT_NAME_MAX),
  stage: z.enum(GROWING_STAGES),
  week: z.number().int().min(1).max(RECIPE_WEEK_MAX),
  items: z.array(doseItemBodySchema).max(RECIPE_ITEMS_MAX).default([]),
  targetEc: ec.nullable().default(null),
  targetPh: ph.nullable().default(null),
  notes: z.string().trim().max(FEEDING_NOTE_MAX).default(''),
  archived: z.boolean().default(false),
});
export type RecipeBody = z.input<typeof recipeBodySchema>;

export const listProductsQuerySchema = z.object({
  kind: z.enum(PRODUCT_KINDS).optional(),
  /** `true`: the archived ones too. */
  archived: z.enum(['true', 'false']).default('false'),
});
export const listRecipesQuerySchema = z.object({
  stage: z.enum(GROWING_STAGES).optional(),
  archived: z.enum(['true', 'false']).default('false'),
});

/** What every row of a room-wide entry carries: whose group, which entry, when, by whom. */
const entryRowFields = {
  _id: z.string(),
  /** The room-wide entry this row is part of: every row of one entry shares it. */
  entryId: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  /** Null for an entry in a room with no group growing in it (scouting and treatments only). */
  runId: z.string().nullable(),
  groupId: z.string().nullable(),
  /** The group's plants when the entry was made, and their part of the room's plants (0-1). */
  plantCount: z.number().int(),
  share: z.number(),
  at: z.string(),
  note: z.string(),
  by: personSchema.nullable(),
  createdAt: z.string(),
};

/** One group's row of a room feed. `litres` is the group's part of the volume, by its plants. */
export const feedSchema = z.object({
  ...entryRowFields,
  volume: z.number(),
  volumeUnit: z.enum(VOLUME_UNITS),
  litres: z.number(),
  recipeId: z.string().nullable(),
  recipeName: z.string().nullable(),
  items: z.array(doseItemSchema),
  ecIn: z.number(),
  phIn: z.number(),
  ecRunoff: z.number().nullable(),
  phRunoff: z.number().nullable(),
});
export type Feed = z.infer<typeof feedSchema>;

/**
 * `POST /api/rooms/{id}/feeds` (anyone logged in): `volume` is what the whole room got. Items default to
 * the recipe's; an unknown product or recipe is a 400. A room with no group growing in it: 409
 * `feeding.room_empty`.
 */
export const feedBodySchema = z.object({
  at: atSchema.optional(),
  volume: z.number().positive().max(VOLUME_MAX),
  volumeUnit: z.enum(VOLUME_UNITS),
  recipeId: id.nullable().optional(),
  items: z.array(doseItemBodySchema).max(RECIPE_ITEMS_MAX).optional(),
  ecIn: ec,
  phIn: ph,
  ecRunoff: ec.nullable().optional(),
  phRunoff: ph.nullable().optional(),
  note: z.string().trim().max(FEEDING_NOTE_MAX).default(''),
});
export type FeedBody = z.input<typeof feedBodySchema>;

export const scoutingSchema = z.object({
  ...entryRowFields,
  pest: z.string(),
  kind: z.enum(SCOUTING_KINDS),
  severity: z.number().int(),
  where: z.string(),
  photos: z.array(attachedPhotoSchema),
  /** The follow-up task a severity of 2 or more opened. */
  taskId: z.string().nullable(),
});
export type Scouting = z.infer<typeof scoutingSchema>;

/** `POST /api/rooms/{id}/scouting` (anyone logged in); `photos` are ids from `POST /api/upload`. */
export const scoutingBodySchema = z.object({
  at: atSchema.optional(),
  pest: z.string().trim().min(1).max(FEEDING_TEXT_MAX),
  kind: z.enum(SCOUTING_KINDS),
  severity: z.number().int().min(0).max(SEVERITY_MAX),
  where: z.string().trim().max(FEEDING_TEXT_MAX).default(''),
  note: z.string().trim().max(FEEDING_NOTE_MAX).default(''),
  photos: z.array(id).max(SCOUTING_PHOTOS_MAX).default([]),
});
export type ScoutingBody = z.input<typeof scoutingBodySchema>;

export const treatmentSchema = z.object({
  ...entryRowFields,
  productId: z.string(),
  productName: z.string(),
  activeIngredient: z.string(),
  dose: z.number(),
  unit: z.enum(TREATMENT_UNITS),
  /** The spray or drench volume, when given: what a concentration is counted in. */
  volume: z.number().nullable(),
  volumeUnit: z.enum(VOLUME_UNITS).nullable(),
  litres: z.number().nullable(),
  method: z.enum(TREATMENT_METHODS),
  target: z.string(),
  applicator: z.string(),
  /** Nobody enters the room before this instant (the product's re-entry hours after `at`); null: none. */
  reEntryUntil: z.string().nullable(),
  /**
   * The first site date a harvest may take place on (the product's pre-harvest days after the local date of
   * `at`), as `2026-12-01`; null: none.
   */
  harvestFrom: z.string().nullable(),
});
export type Treatment = z.infer<typeof treatmentSchema>;

/** `POST /api/rooms/{id}/treatments` (staff): an unknown or archived product is a 400. */
export const treatmentBodySchema = z.object({
  at: atSchema.optional(),
  productId: id,
  dose,
  unit: z.enum(TREATMENT_UNITS),
  volume: z.number().positive().max(VOLUME_MAX).nullable().optional(),
  volumeUnit: z.enum(VOLUME_UNITS).nullable().optional(),
  method: z.enum(TREATMENT_METHODS),
  target: z.string().trim().max(FEEDING_TEXT_MAX).default(''),
  applicator: z.string().trim().max(FEEDING_TEXT_MAX).default(''),
  note: z.string().trim().max(FEEDING_NOTE_MAX).default(''),
});
export type TreatmentBody = z.input<typeof treatmentBodySchema>;

/** A product's amount given to a run: millilitres, grams or units, summed over its rows. */
export const productTotalSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  amount: z.number(),
  unit: z.enum(['ml', 'g', 'units']),
});
export type ProductTotal = z.infer<typeof productTotalSchema>;

/** A run's feeding totals: the sums of its rows (feeds' litres; feeds' and treatments' products). */
export const feedingTotalsSchema = z.object({
  feeds: z.number().int(),
  litres: z.number(),
  products: z.array(productTotalSchema),
  scouting: z.number().int(),
  treatments: z.number().int(),
});
export type FeedingTotals = z.infer<typeof feedingTotalsSchema>;

/** A room's entries, newest first: `GET /api/rooms/{id}/feeds` (one row per entry, the group rows joined). */
export const roomFeedsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * `GET /api/rooms/{id}/feeds`: the room's latest `limit` entries of each kind, newest first, as their rows
 * (one per group; an entry's rows share `entryId`).
 */
export const roomFeedingSchema = z.object({
  feeds: z.array(feedSchema),
  scouting: z.array(scoutingSchema),
  treatments: z.array(treatmentSchema),
});
export type RoomFeeding = z.infer<typeof roomFeedingSchema>;

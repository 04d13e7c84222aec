import { z } from 'zod';

import { YIELD_GROUPINGS } from '../yields.ts';

export { YIELD_GROUPINGS, type YieldGrouping } from '../yields.ts';

const instant = z.iso.datetime({ offset: true });

/**
 * `by`, the harvests' instants in [from, to) (ISO 8601; either end may be left open), and `strainId`: only
 * that strain's harvests (a strain's runs over time is `by=run&strainId=`; an unknown id has no rows).
 */
export const yieldsQuerySchema = z.object({
  by: z.enum(YIELD_GROUPINGS).default('strain'),
  from: instant.optional(),
  to: instant.optional(),
  strainId: z.string().min(1).max(64).optional(),
});
export type YieldsQuery = z.input<typeof yieldsQuerySchema>;

/**
 * One row. Grams are exact sums; a room's area, light and days of flower are shared among the harvests of
 * a run taken from it by their plants, so a strain grown beside another is measured on its share of the
 * room. A ratio whose measure is missing (a room without an area, no wet weight) is null.
 */
export const yieldRowSchema = z.object({
  /** The strain's, run's, room's or mother's id (null: harvests of no mother), or the month `YYYY-MM`. */
  key: z.string().nullable(),
  /** Its name as shown: strain or room name, run code, mother's code, or the month. */
  label: z.string(),
  harvestCount: z.number().int(),
  runCount: z.number().int(),
  plants: z.number().int(),
  wetGrams: z.number(),
  dryGrams: z.number(),
  flowerGrams: z.number(),
  trimGrams: z.number(),
  wasteGrams: z.number(),
  dryPerPlant: z.number().nullable(),
  dryPerM2: z.number().nullable(),
  dryPerKw: z.number().nullable(),
  dryPerFlowerDay: z.number().nullable(),
  /** 1 - dry / wet, in percent. */
  dryLossPercent: z.number().nullable(),
  /** The instant (ISO 8601 UTC) of the row's latest harvest: where a run sits on a time axis. */
  lastHarvestAt: z.string(),
});
export type YieldRow = z.infer<typeof yieldRowSchema>;

/**
 * The columns of a row, in the order the table, the CSV and the Excel sheet show them (`key` and
 * `lastHarvestAt` are for links and charts, not columns).
 */
export const YIELD_COLUMNS = [
  'label',
  'harvestCount',
  'runCount',
  'plants',
  'wetGrams',
  'dryGrams',
  'flowerGrams',
  'trimGrams',
  'wasteGrams',
  'dryPerPlant',
  'dryPerM2',
  'dryPerKw',
  'dryPerFlowerDay',
  'dryLossPercent',
] as const satisfies readonly (keyof YieldRow)[];

export const yieldsSchema = z.object({
  by: z.enum(YIELD_GROUPINGS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  strainId: z.string().nullable(),
  rows: z.array(yieldRowSchema),
});
export type Yields = z.infer<typeof yieldsSchema>;

import { z } from 'zod';
import { WEIGHT_UNITS } from './site.ts';

/** `GET /api/me/preferences`: one's own choices, and what applies where one has made none. */
export const preferencesSchema = z.object({
  /** One's own unit for weights; null follows the site's. */
  weightUnit: z.enum(WEIGHT_UNITS).nullable(),
  /** The unit weights are shown in: one's own, else the site's (`GET /api/site`). */
  effectiveWeightUnit: z.enum(WEIGHT_UNITS),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** `PUT /api/me/preferences`: the fields given change (null: back to the site's), the others stay. */
export const preferencesBodySchema = z.object({
  weightUnit: z.enum(WEIGHT_UNITS).nullable().optional(),
});
export type PreferencesBody = z.input<typeof preferencesBodySchema>;

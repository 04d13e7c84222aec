import { z } from 'zod';
import { DEFAULT_SITE_TIME_ZONE, GROWING_STAGES } from '../crop.ts';

export const WEIGHT_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

const vpdRangeSchema = z
  .object({ min: z.number().min(0).max(5), max: z.number().min(0).max(5) })
  .refine((range) => range.min <= range.max, { message: 'min must not be above max', path: ['max'] });

/** Target VPD in kPa per growing stage (DESIGN section 23). */
export const vpdTargetsSchema = z.object(
  Object.fromEntries(GROWING_STAGES.map((stage) => [stage, vpdRangeSchema.optional()])) as Record<
    (typeof GROWING_STAGES)[number],
    z.ZodOptional<typeof vpdRangeSchema>
  >,
);
export type VpdTargets = z.infer<typeof vpdTargetsSchema>;

export const DEFAULT_VPD_TARGETS: VpdTargets = {
  propagation: { min: 0.4, max: 0.8 },
  veg: { min: 0.8, max: 1.2 },
  flower: { min: 1.2, max: 1.5 },
};
export const DEFAULT_QUALITY_CRITERIA = ['aroma', 'density', 'trichomes', 'effect'] as const;

/** `GET /api/site`: the site's name and the time zone that decides every "day". */
export const siteSchema = z.object({
  name: z.string(),
  timeZone: z.string(),
  weightUnit: z.enum(WEIGHT_UNITS),
  vpdTargets: vpdTargetsSchema,
  qualityCriteria: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type Site = z.infer<typeof siteSchema>;

/** `PUT /api/site` (admin). An unknown zone is refused by the server as 400 `site.invalid_time_zone`. */
export const siteBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  timeZone: z.string().trim().min(1).max(64).default(DEFAULT_SITE_TIME_ZONE),
  weightUnit: z.enum(WEIGHT_UNITS).default('g'),
  vpdTargets: vpdTargetsSchema.default(DEFAULT_VPD_TARGETS),
  qualityCriteria: z
    .array(z.string().trim().min(1).max(40))
    .min(1)
    .max(12)
    .default([...DEFAULT_QUALITY_CRITERIA]),
});
export type SiteBody = z.input<typeof siteBodySchema>;

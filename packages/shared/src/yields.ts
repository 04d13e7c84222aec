/**
 * How `GET /api/yields` groups closed harvests: one row per strain, run, room, mother or month. Kept apart
 * from the schemas (zod) so that the web's router can check a /yields address on the first paint.
 */
export const YIELD_GROUPINGS = ['strain', 'run', 'room', 'mother', 'month'] as const;
export type YieldGrouping = (typeof YIELD_GROUPINGS)[number];

import type { Harvest } from '@canopy/shared/schemas/harvests';

/** Dry grams per plant harvested, as `GET /api/yields` counts it; null before the first dry weighing. */
export const dryPerPlant = ({ totals, plantCount }: Harvest): number | null =>
  totals.dry > 0 && plantCount > 0 ? totals.dry / plantCount : null;

/**
 * What drying took off the wet weight, as a fraction (0.78 is 78 %): `1 - dry / wet`, as the yields count
 * it; null until both weights are in.
 */
export const dryLoss = ({ totals }: Harvest): number | null =>
  totals.wet > 0 && totals.dry > 0 ? 1 - totals.dry / totals.wet : null;

/** The run's harvests newest first, as the harvest section lists them. */
export const newestFirst = (harvests: readonly Harvest[]): Harvest[] =>
  [...harvests].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

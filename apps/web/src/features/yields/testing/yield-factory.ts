import type { Preferences } from '@canopy/shared/schemas/preferences';
import type { YieldRow, Yields } from '@canopy/shared/schemas/yields';

/** The yields page's site is the crop tests' one. */
export { aSite } from '../../../testing/crop/feeding-factory';

/** A strain's row: 45 plants of Lemon Haze in two runs, ratios worked out from its grams. */
export const aYieldRow = (overrides: Partial<YieldRow> = {}): YieldRow => ({
  key: 's1',
  label: 'Lemon Haze',
  harvestCount: 2,
  runCount: 2,
  plants: 45,
  wetGrams: 15_000,
  dryGrams: 3700,
  flowerGrams: 3000,
  trimGrams: 550,
  wasteGrams: 553.592,
  dryPerPlant: 82.22,
  dryPerM2: 164.44,
  dryPerKw: 1233.33,
  dryPerFlowerDay: 37.23,
  dryLossPercent: 75.3,
  lastHarvestAt: '2026-03-31T22:30:00.000Z',
  ...overrides,
});

export const someYields = (rows: YieldRow[], overrides: Partial<Yields> = {}): Yields => ({
  by: 'strain',
  from: null,
  to: null,
  strainId: null,
  rows,
  ...overrides,
});

export const somePreferences = (overrides: Partial<Preferences> = {}): Preferences => ({
  weightUnit: null,
  effectiveWeightUnit: 'g',
  ...overrides,
});

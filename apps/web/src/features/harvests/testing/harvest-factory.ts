import type { Harvest, HarvestTotals, QualityNote, Weighing } from '@canopy/shared/schemas/harvests';
import { DEFAULT_VPD_TARGETS, type Site } from '@canopy/shared/schemas/site';

export const totals = (grams: Partial<HarvestTotals> = {}): HarvestTotals => ({
  wet: 0,
  dry: 0,
  flower: 0,
  trim: 0,
  waste: 0,
  ...grams,
});

export const aWeighing = (overrides: Partial<Weighing> = {}): Weighing => ({
  _id: 'w1',
  at: '2026-12-01T09:00:00.000Z',
  kind: 'wet',
  value: 1,
  unit: 'lb',
  grams: 453.592,
  by: { id: 'u-staff', login: 'dana', displayName: 'Dana Grower' },
  override: false,
  ...overrides,
});

export const aNote = (overrides: Partial<QualityNote> = {}): QualityNote => ({
  _id: 'n1',
  at: '2026-12-20T09:00:00.000Z',
  ratings: { aroma: 4, density: 3 },
  text: 'Citrus, a little grassy still.',
  by: { id: 'u-member', login: 'sam', displayName: 'Sam Member' },
  ...overrides,
});

/** An open harvest of the run factory's group: 40 plants on day 63 of flower, no weighings yet. */
export const aHarvest = (overrides: Partial<Harvest> = {}): Harvest => ({
  _id: 'h1',
  runId: 'r1',
  groupId: 'g1',
  strainId: 's1',
  strainName: 'Lemon Haze',
  roomId: 'room-flower-b',
  at: '2026-12-01T08:00:00.000Z',
  plantCount: 40,
  flowerDays: 63,
  weighings: [],
  totals: totals(),
  notes: [],
  closedAt: null,
  closedBy: null,
  by: { id: 'u-staff', login: 'dana', displayName: 'Dana Grower' },
  createdAt: '2026-12-01T08:00:00.000Z',
  ...overrides,
});

/** `GET /api/site` as a fresh install answers it: grams and the four default criteria. */
export const aSite = (overrides: Partial<Site> = {}): Site => ({
  name: 'Canopy',
  timeZone: 'UTC',
  weightUnit: 'g',
  vpdTargets: DEFAULT_VPD_TARGETS,
  qualityCriteria: ['aroma', 'density', 'trichomes', 'effect'],
  updatedAt: null,
  ...overrides,
});

import type { Feed, Product, Recipe, Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import type { RoomGroup } from '@canopy/shared/schemas/rooms';
import { DEFAULT_VPD_TARGETS, type Site } from '@canopy/shared/schemas/site';

/** The site, in a zone two hours ahead of UTC in November: a site's day is not UTC's. */
export const aSite = (overrides: Partial<Site> = {}): Site => ({
  name: 'Canopy',
  timeZone: 'Asia/Jerusalem',
  weightUnit: 'g',
  vpdTargets: DEFAULT_VPD_TARGETS,
  qualityCriteria: ['aroma'],
  updatedAt: null,
  ...overrides,
});

const dana = { id: 'u-staff', login: 'dana', displayName: 'Dana Grower' };

/** What every row of a room entry carries: the run factory's group g1 of run r1, alone in Veg Room. */
const entryRow = {
  _id: 'row1',
  entryId: 'entry1',
  roomId: 'room-veg',
  roomName: 'Veg Room',
  runId: 'r1',
  groupId: 'g1',
  plantCount: 100,
  share: 1,
  at: '2026-11-20T08:00:00.000Z',
  note: '',
  by: dana,
  createdAt: '2026-11-20T08:00:00.000Z',
};

/** A group as a room lists it: the run factory's Lemon Haze, on day 25 of veg (recipe week 4). */
export const aRoomGroup = (overrides: Partial<RoomGroup> = {}): RoomGroup => ({
  _id: 'g1',
  runId: 'r1',
  runCode: 'R-2026-014',
  runName: 'Winter lemons',
  strainId: 's1',
  strainName: 'Lemon Haze',
  plantCount: 100,
  stage: 'veg',
  stageStartedAt: '2026-11-01T08:00:00.000Z',
  dayOfStage: 25,
  plannedDays: 28,
  ...overrides,
});

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  _id: 'p-base',
  name: 'Base A',
  kind: 'nutrient',
  activeIngredient: '',
  reEntryHours: 0,
  preHarvestDays: 0,
  notes: '',
  archivedAt: null,
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T08:00:00.000Z',
  ...overrides,
});

export const aRecipe = (overrides: Partial<Recipe> = {}): Recipe => ({
  _id: 'rec-veg-4',
  name: 'Grow A',
  stage: 'veg',
  week: 4,
  items: [{ productId: 'p-base', productName: 'Base A', dose: 2, unit: 'ml/L' }],
  targetEc: 1.6,
  targetPh: 6,
  notes: '',
  archivedAt: null,
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T08:00:00.000Z',
  ...overrides,
});

export const aFeed = (overrides: Partial<Feed> = {}): Feed => ({
  ...entryRow,
  volume: 12,
  volumeUnit: 'L',
  litres: 12,
  recipeId: 'rec-veg-4',
  recipeName: 'Grow A',
  items: [{ productId: 'p-base', productName: 'Base A', dose: 2, unit: 'ml/L' }],
  ecIn: 1.6,
  phIn: 6,
  ecRunoff: 2.1,
  phRunoff: 6.3,
  ...overrides,
});

export const aScouting = (overrides: Partial<Scouting> = {}): Scouting => ({
  ...entryRow,
  _id: 'row-s1',
  entryId: 'entry-s1',
  pest: 'Spider mites',
  kind: 'mite',
  severity: 2,
  where: 'Lower leaves',
  photos: [],
  taskId: 'task-1',
  ...overrides,
});

export const aTreatment = (overrides: Partial<Treatment> = {}): Treatment => ({
  ...entryRow,
  _id: 'row-t1',
  entryId: 'entry-t1',
  productId: 'p-spinosad',
  productName: 'Spinosad 480',
  activeIngredient: 'Spinosad',
  dose: 0.5,
  unit: 'ml/L',
  volume: 10,
  volumeUnit: 'L',
  litres: 10,
  method: 'spray',
  target: 'Thrips',
  applicator: 'Dana',
  reEntryUntil: '2026-11-20T12:00:00.000Z',
  harvestFrom: '2026-11-27',
  ...overrides,
});

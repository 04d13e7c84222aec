import type { PlantGroup, Run, StageEvent } from '@canopy/shared/schemas/runs';

export const aGroup = (overrides: Partial<PlantGroup> = {}): PlantGroup => ({
  _id: 'g1',
  runId: 'r1',
  strainId: 's1',
  strainName: 'Lemon Haze',
  plantCount: 100,
  cuttingIds: [],
  roomId: 'room-veg',
  roomName: 'Veg Room',
  stage: 'veg',
  stageStartedAt: '2026-11-01T08:00:00.000Z',
  dayOfStage: 28,
  parentGroupId: null,
  motherId: null,
  ...overrides,
});

export const anEvent = (overrides: Partial<StageEvent> = {}): StageEvent => ({
  _id: 'e1',
  groupId: 'g1',
  stage: 'veg',
  roomId: 'room-veg',
  at: '2026-11-01T08:00:00.000Z',
  plantCount: 100,
  splitGroupId: null,
  by: null,
  note: '',
  ...overrides,
});

export const aRun = (overrides: Partial<Run> = {}): Run => ({
  _id: 'r1',
  code: 'R-2026-014',
  name: 'Winter lemons',
  state: 'active',
  startedAt: '2026-11-01T08:00:00.000Z',
  plannedDays: { propagation: 14, veg: 28, flower: 63, dry: 10, cure: 21 },
  notes: '',
  createdBy: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  groups: [aGroup()],
  events: [anEvent()],
  losses: [],
  harvests: [],
  photos: [],
  feeds: [],
  scouting: [],
  treatments: [],
  totals: { plantsStarted: 100, plantsNow: 100, plantsLost: 0 },
  feedingTotals: { feeds: 0, litres: 0, products: [], scouting: 0, treatments: 0 },
  ...overrides,
});

export const rooms = [
  { _id: 'room-veg', name: 'Veg Room' },
  { _id: 'room-flower-b', name: 'Flower Room B' },
];

import { exactWeight, thousandthsOf } from '@canopy/shared/weights';
import type { DatabaseHandle } from '../../apps/server/src/testing/bench-entry.ts';
import { insertRows } from './insert-rows.ts';
import { createRandom } from './prng.ts';
import { SEED_NOW } from './seed.ts';

/** How many runs and harvests the yields gate reads, over how many years back from SEED_NOW. */
export interface HarvestShape {
  strains: number;
  rooms: number;
  runs: number;
  /** Each group is harvested once, closed. */
  groupsPerRun: number;
  weighingsPerHarvest: number;
  years: number;
}

/** DESIGN section 27: five years of runs, 1,000 harvests, 20,000 weighings. */
export const FULL_HARVESTS: HarvestShape = {
  strains: 12,
  rooms: 8,
  runs: 200,
  groupsPerRun: 5,
  weighingsPerHarvest: 20,
  years: 5,
};

const DAY = 86_400_000;
const KINDS = ['wet', 'dry', 'flower', 'trim', 'waste'] as const;
const UNITS = ['g', 'kg', 'oz', 'lb'] as const;

/**
 * Strains, flower rooms with area and light, and runs spread over `years`, each group harvested, weighed
 * in mixed units (every kind several times, as a harvest is weighed bin by bin) and closed: the rows
 * `GET /api/yields` reads, written straight to the tables.
 */
export async function seedHarvests(database: DatabaseHandle, shape: HarvestShape): Promise<void> {
  const random = createRandom(27);
  const iso = (ms: number) => new Date(ms).toISOString();
  const now = iso(SEED_NOW);
  const strains = Array.from({ length: shape.strains }, (_, i) => ({
    id: `bench-strain-${i}`,
    short_id: `BS${String(i).padStart(4, '0')}`,
    name: `Bench strain ${i}`,
    slug: `bench-strain-${i}`,
    genetics: '',
    description: '',
    images: '[]',
    created_at: now,
    updated_at: now,
  }));
  const rooms = Array.from({ length: shape.rooms }, (_, i) => ({
    id: `bench-flower-${i}`,
    name: `Bench flower ${i}`,
    kind: 'flower',
    area_m2: 10 + i * 2.5,
    lights_watts: 1000 + i * 400,
    notes: '',
    created_at: now,
    updated_at: now,
  }));
  const span = shape.years * 365 * DAY;
  const runs = [];
  const groups = [];
  const harvests = [];
  const weighings = [];
  for (let r = 0; r < shape.runs; r += 1) {
    const started = SEED_NOW - span + Math.floor((r * span) / shape.runs);
    const harvestedAt = Math.min(started + 120 * DAY, SEED_NOW - DAY);
    const runId = `bench-yield-run-${r}`;
    const room = rooms[r % rooms.length]!;
    runs.push({
      id: runId,
      code: `Y-${String(r + 1).padStart(4, '0')}`,
      name: `Yield run ${r + 1}`,
      state: 'harvested',
      started_at: iso(started),
      planned_days: JSON.stringify({ propagation: 14, veg: 28, flower: 63, dry: 10, cure: 21 }),
      notes: '',
      created_at: now,
      updated_at: now,
    });
    for (let g = 0; g < shape.groupsPerRun; g += 1) {
      const index = r * shape.groupsPerRun + g;
      const groupId = `bench-yield-group-${index}`;
      const strain = strains[index % strains.length]!;
      const plants = 8 + Math.floor(random() * 20);
      groups.push({
        id: groupId,
        run_id: runId,
        strain_id: strain.id,
        plant_count: plants,
        plants_started: plants,
        cutting_ids: '[]',
        room_id: room.id,
        stage: 'done',
        stage_started_at: iso(harvestedAt),
        position: g + 1,
        created_at: now,
        updated_at: now,
      });
      const harvestId = `bench-harvest-${index}`;
      // Each kind's milligrams and picograms added up, as a weighing adds to its harvest.
      const sums = Object.fromEntries(
        KINDS.flatMap((kind) => [`${kind}_milligrams`, `${kind}_picograms`]).map((column) => [column, 0]),
      );
      const harvest = {
        id: harvestId,
        run_id: runId,
        group_id: groupId,
        strain_id: strain.id,
        mother_id: null,
        room_id: room.id,
        area_m2: room.area_m2,
        lights_watts: room.lights_watts,
        at: iso(harvestedAt),
        plant_count: plants,
        flower_days: 56 + Math.floor(random() * 15),
        closed_at: iso(harvestedAt + 14 * DAY),
        closed_by_id: null,
        closed_by_email: null,
        by_id: null,
        by_email: null,
        created_at: iso(harvestedAt),
        updated_at: iso(harvestedAt),
      };
      for (let w = 0; w < shape.weighingsPerHarvest; w += 1) {
        const unit = UNITS[Math.floor(random() * UNITS.length)]!;
        const value = Math.round(random() * (unit === 'kg' || unit === 'lb' ? 5_000 : 500_000)) / 1000;
        const thousandths = thousandthsOf(value)!;
        const kind = KINDS[w % KINDS.length]!;
        const weight = exactWeight(thousandths, unit);
        sums[`${kind}_milligrams`]! += weight.milligrams;
        sums[`${kind}_picograms`]! += weight.picograms;
        weighings.push({
          id: `bench-weighing-${index}-${w}`,
          harvest_id: harvestId,
          at: iso(harvestedAt + w * 60_000),
          kind,
          unit,
          value_thousandths: thousandths,
          ...weight,
          override: 0,
          by_id: null,
          by_email: null,
          created_at: iso(harvestedAt + w * 60_000),
        });
      }
      harvests.push({ ...harvest, ...sums });
    }
  }
  await insertRows(database, 'strains', strains);
  await insertRows(database, 'rooms', rooms);
  await insertRows(database, 'runs', runs);
  await insertRows(database, 'plant_groups', groups);
  await insertRows(database, 'harvests', harvests);
  await insertRows(database, 'harvest_weighings', weighings);
}

/** The reference: the raw SQL sum of each strain's grams per kind, nothing else. */
export const RAW_YIELD_SUM = `select h.strain_id, w.kind, sum(w.milligrams) as milligrams
  from harvest_weighings w join harvests h on h.id = w.harvest_id
  where h.closed_at is not null
  group by h.strain_id, w.kind`;

import type { YieldRow } from '@canopy/shared/schemas/yields';
import { totalsOf, type KindSums } from './harvests.mapper.ts';
import type { YieldHarvestRow } from './yields.repository.ts';

/** The closed harvests of one row and their weights, per kind and unit. */
export interface YieldGroup {
  key: string | null;
  harvests: YieldHarvestRow[];
  sums: KindSums;
}

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/** `dry` over a measure, to the hundredth; null when the measure is missing or nothing. */
const per = (dry: number, measure: number | null) =>
  measure === null || measure <= 0 ? null : round(dry / measure, 2);

/**
 * Each harvest's share of its room in its run: its plants over all the plants harvested from that room in
 * that run (among `harvests`). Two strains grown side by side each take their part of the room's area,
 * light and days, so neither is credited with the whole room.
 */
export function roomShares(harvests: readonly YieldHarvestRow[]): Map<string, number> {
  const plantsIn = new Map<string, number>();
  const place = (harvest: YieldHarvestRow) => `${harvest.run_id}\u0000${harvest.room_id}`;
  for (const harvest of harvests) {
    plantsIn.set(place(harvest), (plantsIn.get(place(harvest)) ?? 0) + Number(harvest.plant_count));
  }
  return new Map(
    harvests.map((harvest) => [harvest.id, Number(harvest.plant_count) / plantsIn.get(place(harvest))!]),
  );
}

/** The harvests' shares of a measure, summed; null when any harvest lacks it. */
function sharedMeasure(
  harvests: readonly YieldHarvestRow[],
  shares: ReadonlyMap<string, number>,
  measure: (harvest: YieldHarvestRow) => number | null,
): number | null {
  let total = 0;
  for (const harvest of harvests) {
    const value = measure(harvest);
    if (value === null) return null;
    total += value * shares.get(harvest.id)!;
  }
  return total;
}

/**
 * One row of `GET /api/yields`: grams as exact sums, and dry grams per plant, per m² of the rooms' area,
 * per kW of their light and per day of flower, each room's measure shared by plants (`roomShares`).
 */
export function yieldRow(group: YieldGroup, label: string, shares: ReadonlyMap<string, number>): YieldRow {
  const grams = totalsOf(group.sums);
  const { harvests } = group;
  const plants = harvests.reduce((sum, harvest) => sum + Number(harvest.plant_count), 0);
  const num = (value: number | string | null) => (value === null ? null : Number(value));
  const area = sharedMeasure(harvests, shares, (harvest) => num(harvest.area_m2));
  const watts = sharedMeasure(harvests, shares, (harvest) => num(harvest.lights_watts));
  const days = sharedMeasure(harvests, shares, (harvest) => Number(harvest.flower_days));
  return {
    key: group.key,
    label,
    harvestCount: harvests.length,
    runCount: new Set(harvests.map((harvest) => harvest.run_id)).size,
    plants,
    wetGrams: grams.wet,
    dryGrams: grams.dry,
    flowerGrams: grams.flower,
    trimGrams: grams.trim,
    wasteGrams: grams.waste,
    dryPerPlant: per(grams.dry, plants),
    dryPerM2: per(grams.dry, area),
    dryPerKw: per(grams.dry, watts === null ? null : watts / 1000),
    dryPerFlowerDay: per(grams.dry, days),
    dryLossPercent: grams.wet > 0 && grams.dry > 0 ? round((1 - grams.dry / grams.wet) * 100, 1) : null,
  };
}

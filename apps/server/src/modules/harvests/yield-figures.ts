import { WEIGHING_KINDS } from '@canopy/shared/schemas/harvests';
import type { YieldRow } from '@canopy/shared/schemas/yields';
import { totalsOf, type KindSums } from './harvests.mapper.ts';
import type { YieldTotalsRow } from './yields.repository.ts';

/**
 * What a row's ratios divide by, over its closed harvests: each room's area, light and days of flower
 * shared among the harvests of a run taken from it by their plants, so two strains grown side by side each
 * count their part of the room, never the whole. A measure some harvest lacks (a room without an area) is
 * null.
 */
export interface YieldMeasures {
  harvestCount: number;
  runCount: number;
  plants: number;
  areaM2: number | null;
  watts: number | null;
  flowerDays: number;
  /** The latest harvest's instant, ISO 8601 UTC. */
  lastHarvestAt: string;
}

/** A row of sums from the database as measures. */
export function toMeasures(row: YieldTotalsRow): YieldMeasures {
  const harvestCount = Number(row.harvests);
  return {
    harvestCount,
    runCount: Number(row.runs),
    plants: Number(row.plants),
    areaM2: Number(row.with_area) === harvestCount ? Number(row.area) : null,
    watts: Number(row.with_light) === harvestCount ? Number(row.watts) : null,
    flowerDays: Number(row.days),
    lastHarvestAt: new Date(row.last_at).toISOString(),
  };
}

/** A row of sums from the database as each kind's milligrams and picograms. */
export const toSums = (row: YieldTotalsRow): KindSums =>
  Object.fromEntries(
    WEIGHING_KINDS.map((kind) => [
      kind,
      { milligrams: Number(row[`${kind}_milligrams`]), picograms: Number(row[`${kind}_picograms`]) },
    ]),
  ) as KindSums;

/** The measures of several groups of harvests together, `runCount` runs in all. */
export function sumMeasures(all: readonly YieldMeasures[], runCount: number): YieldMeasures {
  const total = (pick: (one: YieldMeasures) => number | null) =>
    all.reduce<number | null>(
      (sum, one) => (sum === null || pick(one) === null ? null : sum + pick(one)!),
      0,
    );
  return {
    harvestCount: total((one) => one.harvestCount)!,
    runCount,
    plants: total((one) => one.plants)!,
    areaM2: total((one) => one.areaM2),
    watts: total((one) => one.watts),
    flowerDays: total((one) => one.flowerDays)!,
    // ISO 8601 UTC instants of one length sort as text.
    lastHarvestAt: all.reduce((last, one) => (one.lastHarvestAt > last ? one.lastHarvestAt : last), ''),
  };
}

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/** `dry` over a measure, to the hundredth; null when the measure is missing or nothing. */
const per = (dry: number, measure: number | null) =>
  measure === null || measure <= 0 ? null : round(dry / measure, 2);

/**
 * One row of `GET /api/yields`: grams as exact sums, and dry grams per plant, per m² of the rooms' area,
 * per kW of their light and per day of flower, the dry loss in percent, and when it was last harvested.
 */
export function yieldRow(
  key: string | null,
  label: string,
  measures: YieldMeasures,
  sums: KindSums,
): YieldRow {
  const grams = totalsOf(sums);
  return {
    key,
    label,
    harvestCount: measures.harvestCount,
    runCount: measures.runCount,
    plants: measures.plants,
    wetGrams: grams.wet,
    dryGrams: grams.dry,
    flowerGrams: grams.flower,
    trimGrams: grams.trim,
    wasteGrams: grams.waste,
    dryPerPlant: per(grams.dry, measures.plants),
    dryPerM2: per(grams.dry, measures.areaM2),
    dryPerKw: per(grams.dry, measures.watts === null ? null : measures.watts / 1000),
    dryPerFlowerDay: per(grams.dry, measures.flowerDays),
    dryLossPercent: grams.wet > 0 && grams.dry > 0 ? round((1 - grams.dry / grams.wet) * 100, 1) : null,
    lastHarvestAt: measures.lastHarvestAt,
  };
}

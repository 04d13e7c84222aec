import {
  WEIGHING_KINDS,
  type Harvest,
  type HarvestTotals,
  type QualityNote,
  type Weighing,
  type WeighingKind,
} from '@canopy/shared/schemas/harvests';
import { gramsOf, summedMilligrams, type ExactWeight } from '@canopy/shared/weights';
import { personOf } from '../runs/runs.mapper.ts';
import type { HarvestRow, NoteRow, WeighingRow } from './harvests.repository.ts';

export const toWeighing = (row: WeighingRow): Weighing => ({
  _id: row.id,
  at: row.at,
  kind: row.kind,
  value: Number(row.value_thousandths) / 1000,
  unit: row.unit,
  grams: gramsOf(Number(row.milligrams)),
  by: personOf(row.by_id, row.by_email),
  override: Number(row.override) === 1,
});

function parseRatings(text: string): Record<string, number> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

export const toNote = (row: NoteRow): QualityNote => ({
  _id: row.id,
  at: row.at,
  ratings: parseRatings(row.ratings),
  text: row.text,
  by: personOf(row.by_id, row.by_email),
});

/** Milligrams and picograms of each kind, each added up: what exact grams are made of. */
export type KindSums = Record<WeighingKind, ExactWeight>;

export const emptyKindSums = (): KindSums =>
  Object.fromEntries(WEIGHING_KINDS.map((kind) => [kind, { milligrams: 0, picograms: 0 }])) as KindSums;

/** Adds weighings (one, or a sum of them) to a kind's sums. */
export function addTo(sums: KindSums, kind: WeighingKind, weight: ExactWeight) {
  sums[kind].milligrams += weight.milligrams;
  sums[kind].picograms += weight.picograms;
}

/** Exact grams of each kind, rounded once to the milligram. */
export const totalsOf = (sums: KindSums): HarvestTotals =>
  Object.fromEntries(
    WEIGHING_KINDS.map((kind) => [kind, gramsOf(summedMilligrams(sums[kind]))]),
  ) as HarvestTotals;

export function toHarvest(
  row: HarvestRow,
  parts: { weighings: readonly WeighingRow[]; notes: readonly NoteRow[]; strainName: string },
): Harvest {
  const sums = emptyKindSums();
  for (const weighing of parts.weighings) {
    addTo(sums, weighing.kind, {
      milligrams: Number(weighing.milligrams),
      picograms: Number(weighing.picograms),
    });
  }
  return {
    _id: row.id,
    runId: row.run_id,
    groupId: row.group_id,
    strainId: row.strain_id,
    strainName: parts.strainName,
    roomId: row.room_id,
    at: row.at,
    plantCount: Number(row.plant_count),
    flowerDays: Number(row.flower_days),
    weighings: parts.weighings.map(toWeighing),
    totals: totalsOf(sums),
    notes: parts.notes.map(toNote),
    closedAt: row.closed_at,
    closedBy: personOf(row.closed_by_id, row.closed_by_email),
    by: personOf(row.by_id, row.by_email),
    createdAt: row.created_at,
  };
}

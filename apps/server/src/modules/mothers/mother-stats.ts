import type { Stage } from '@canopy/shared/crop';
import type { LineageCutting, Mother } from '@canopy/shared/schemas/mothers';
import { daysBetweenDates, localDate } from '@canopy/shared/site-days';

/** A mother as the cuttings module reads her. */
export type MotherCutting = LineageCutting & { strainName: string };

/** What the runs module reads of the groups taken from mothers, their events and losses. */
export interface MotherCrop {
  groups: {
    id: string;
    motherId: string;
    parentGroupId: string | null;
    plantsStarted: number;
    cuttingIds: string[];
  }[];
  /** Oldest first, by instant then write order. */
  events: {
    groupId: string;
    splitGroupId: string | null;
    stage: Stage;
    beforeStage: Stage | null;
    at: string;
    plantCount: number;
  }[];
  losses: { groupId: string; count: number; at: string }[];
}

/** The median of values each counted `weight` times (one per plant); null for none. */
export function weightedMedian(values: readonly { value: number; weight: number }[]): number | null {
  const sorted = values.filter((v) => v.weight > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, v) => sum + v.weight, 0);
  if (total === 0) return null;
  const at = (index: number) => {
    let seen = 0;
    for (const v of sorted) {
      seen += v.weight;
      if (index < seen) return v.value;
    }
    return sorted.at(-1)!.value;
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

/** A group's stage at an instant: its latest move (or the split that made it) at or before then. */
function stageAt(crop: MotherCrop, groupId: string, at: string): Stage | null {
  let stage: Stage | null = null;
  for (const event of crop.events) {
    if (event.at > at && stage !== null) break;
    // A group's own `lost` event follows the loss that emptied it, never precedes one.
    if (event.stage === 'lost') continue;
    const own = event.groupId === groupId && event.splitGroupId === null;
    if (own || event.splitGroupId === groupId) stage = event.stage;
  }
  return stage;
}

/**
 * What became of one mother's clones. Clones taken: the plants her groups started with (a split's child
 * counts in its parent) plus her labelled cuttings in none of her groups. Rooted: plants moved from
 * propagation to veg. Days to root: site calendar days from the start of the group's first ancestor
 * (when the cuttings were stuck) to that move, one value per plant.
 */
export function motherStats(
  mother: MotherCutting,
  cloneIds: readonly string[],
  crop: MotherCrop,
  timeZone: string,
  meanDryGramsPerPlant: number | null,
): Mother {
  const groups = crop.groups.filter((group) => group.motherId === mother._id);
  const byId = new Map(groups.map((group) => [group.id, group]));
  const isRoot = (group: (typeof groups)[number]) => !group.parentGroupId || !byId.has(group.parentGroupId);
  const inGroups = new Set(groups.flatMap((group) => group.cuttingIds));
  const plants = groups.filter(isRoot).reduce((sum, group) => sum + group.plantsStarted, 0);
  const clonesTaken = plants + cloneIds.filter((id) => !inGroups.has(id)).length;

  const rootOf = (groupId: string) => {
    let group = byId.get(groupId);
    for (let depth = 0; group && !isRoot(group) && depth < 1000; depth += 1) {
      group = byId.get(group.parentGroupId!);
    }
    return group?.id ?? groupId;
  };
  const startOf = (groupId: string) => crop.events.find((event) => event.groupId === rootOf(groupId))?.at;

  const days: { value: number; weight: number }[] = [];
  let rooted = 0;
  for (const event of crop.events) {
    if (!byId.has(event.groupId) || event.stage !== 'veg' || event.beforeStage !== 'propagation') continue;
    rooted += event.plantCount;
    const start = startOf(event.groupId) ?? event.at;
    const value = daysBetweenDates(localDate(start, timeZone), localDate(event.at, timeZone));
    days.push({ value, weight: event.plantCount });
  }
  const lostInPropagation = crop.losses
    .filter((loss) => byId.has(loss.groupId) && stageAt(crop, loss.groupId, loss.at) === 'propagation')
    .reduce((sum, loss) => sum + loss.count, 0);

  return {
    _id: mother._id,
    shortId: mother.shortId,
    code: mother.code,
    name: mother.name,
    strainId: mother.strainId,
    strainName: mother.strainName,
    retiredAt: mother.retiredAt,
    clonesTaken,
    rooted,
    lostInPropagation,
    medianDaysToRoot: weightedMedian(days),
    meanDryGramsPerPlant,
  };
}

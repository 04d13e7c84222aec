import { DEFAULT_PLANNED_DAYS, isGrowingStage, type Stage } from '@canopy/shared/crop';
import { feedingTotalsOf } from '@canopy/shared/feeding-totals';
import type { Feed, Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import type { Harvest } from '@canopy/shared/schemas/harvests';
import type { Person } from '@canopy/shared/schemas/people';
import type {
  GroupPhoto,
  PlannedDays,
  PlantGroup,
  PlantLoss,
  Run,
  RunSummary,
  StageEvent,
} from '@canopy/shared/schemas/runs';
import type { EventRow, GroupRow, LossRow, RunRow } from './runs.repository.ts';

/** Names the run's groups show, and how their day of stage is counted. */
export interface RunContext {
  strainNames: ReadonlyMap<string, string>;
  roomNames: ReadonlyMap<string, string>;
  /** Day of stage of a stage start, in the site's zone at the request's "now". */
  dayOf(stageStartedAt: string): number;
}

export const personOf = (id: string | null, email: string | null): Person | null =>
  id === null ? null : { id, login: email ?? '', displayName: (email ?? '').split('@')[0] ?? '' };

export function parsePlannedDays(text: string): PlannedDays {
  try {
    return { ...DEFAULT_PLANNED_DAYS, ...(JSON.parse(text) as Partial<PlannedDays>) };
  } catch {
    return { ...DEFAULT_PLANNED_DAYS };
  }
}

/** Planned days of `stage` in a run; null for `done` and `lost`. */
export const plannedDaysOf = (planned: PlannedDays, stage: Stage): number | null =>
  isGrowingStage(stage) ? planned[stage] : null;

export function parseIds(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function toGroup(row: GroupRow, context: RunContext): PlantGroup {
  return {
    _id: row.id,
    runId: row.run_id,
    strainId: row.strain_id,
    strainName: context.strainNames.get(row.strain_id) ?? '',
    plantCount: Number(row.plant_count),
    cuttingIds: parseIds(row.cutting_ids),
    roomId: row.room_id,
    roomName: context.roomNames.get(row.room_id) ?? '',
    stage: row.stage,
    stageStartedAt: row.stage_started_at,
    dayOfStage: context.dayOf(row.stage_started_at),
    parentGroupId: row.parent_group_id,
    motherId: row.mother_id,
  };
}

export const toEvent = (row: EventRow): StageEvent => ({
  _id: row.id,
  groupId: row.group_id,
  stage: row.stage,
  roomId: row.room_id,
  at: row.at,
  plantCount: Number(row.plant_count),
  splitGroupId: row.split_group_id,
  by: personOf(row.by_id, row.by_email),
  note: row.note,
});

export const toLoss = (row: LossRow): PlantLoss => ({
  _id: row.id,
  groupId: row.group_id,
  count: Number(row.count),
  reason: row.reason,
  at: row.at,
  by: personOf(row.by_id, row.by_email),
  note: row.note,
});

export function toRunSummary(
  run: RunRow,
  groups: readonly GroupRow[],
  lost: number,
  context: RunContext,
): RunSummary {
  const plantsNow = groups.reduce((sum, group) => sum + Number(group.plant_count), 0);
  const plantsStarted = groups
    .filter((group) => group.parent_group_id === null)
    .reduce((sum, group) => sum + Number(group.plants_started), 0);
  return {
    _id: run.id,
    code: run.code,
    name: run.name,
    state: run.state,
    startedAt: run.started_at,
    plannedDays: parsePlannedDays(run.planned_days),
    notes: run.notes,
    createdBy: personOf(run.created_by, run.created_by_email),
    createdAt: run.created_at,
    updatedAt: run.updated_at,
    groups: groups.map((group) => toGroup(group, context)),
    totals: { plantsStarted, plantsNow, plantsLost: lost },
  };
}

export function toRun(
  run: RunRow,
  parts: {
    groups: readonly GroupRow[];
    events: readonly EventRow[];
    losses: readonly LossRow[];
    harvests: Harvest[];
    photos: GroupPhoto[];
    feeds: Feed[];
    scouting: Scouting[];
    treatments: Treatment[];
  },
  context: RunContext,
): Run {
  const lost = parts.losses.reduce((sum, loss) => sum + Number(loss.count), 0);
  return {
    ...toRunSummary(run, parts.groups, lost, context),
    events: parts.events.map(toEvent),
    losses: parts.losses.map(toLoss),
    harvests: parts.harvests,
    photos: parts.photos,
    feeds: parts.feeds,
    scouting: parts.scouting,
    treatments: parts.treatments,
    feedingTotals: feedingTotalsOf(parts.feeds, parts.scouting, parts.treatments),
  };
}

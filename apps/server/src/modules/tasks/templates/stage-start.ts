import { GROWING_STAGES, type GrowingStage } from '@canopy/shared/crop';
import type { PlantGroup, Run, StageEvent } from '@canopy/shared/schemas/runs';
import { addDaysToDate, localDate } from '@canopy/shared/site-days';

/**
 * The events that made a group what it is, oldest first: a split-off group's own history begins with
 * its parent's up to the split, then the split itself (recorded on the parent), then its own moves.
 */
function historyOf(run: Run, groupId: string, depth = 0): StageEvent[] {
  const group = run.groups.find((candidate) => candidate._id === groupId);
  if (!group) return [];
  const own = run.events.filter((event) => event.groupId === groupId && event.splitGroupId === null);
  const splitAt = run.events.findIndex((event) => event.splitGroupId === groupId);
  if (splitAt < 0 || !group.parentGroupId || depth > run.groups.length) return own;
  const before = historyOf(run, group.parentGroupId, depth + 1).filter(
    (event) => run.events.indexOf(event) < splitAt,
  );
  return [...before, run.events[splitAt]!, ...own];
}

/** When the group last entered each stage: a move within the stage (another room) keeps its start. */
function stageStarts(run: Run, groupId: string): Map<string, string> {
  const starts = new Map<string, string>();
  let current: string | null = null;
  for (const event of historyOf(run, groupId)) {
    if (event.stage !== current) starts.set(event.stage, event.at);
    current = event.stage;
  }
  return starts;
}

/**
 * The site day a group's `stage` began, or will by the run's plan: the day of the event that moved it
 * there; for a stage still ahead of it, its current stage's start plus the planned days of that stage and
 * of each one between. Null for a stage it passed without entering, or when it is done or lost.
 */
export function stageStartDay(
  run: Run,
  group: PlantGroup,
  stage: GrowingStage,
  timeZone: string,
): string | null {
  const started = stageStarts(run, group._id).get(stage);
  if (started) return localDate(started, timeZone);
  const currentIndex = GROWING_STAGES.indexOf(group.stage as GrowingStage);
  const targetIndex = GROWING_STAGES.indexOf(stage);
  if (currentIndex < 0 || targetIndex <= currentIndex) return null;
  let day = localDate(group.stageStartedAt, timeZone);
  for (const between of GROWING_STAGES.slice(currentIndex, targetIndex)) {
    day = addDaysToDate(day, run.plannedDays[between]);
  }
  return day;
}

/** The site day of day `dayOfStage` of a stage (day 1 is the day it begins). */
export const stageDay = (startDay: string, dayOfStage: number): string =>
  addDaysToDate(startDay, dayOfStage - 1);

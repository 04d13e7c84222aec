import { isGrowingStage, type Stage } from '@canopy/shared/crop';
import type { PlannedDays } from '@canopy/shared/schemas/runs';

/** The planned days of the stage a group is in; null for `done` and `lost`, which have no plan. */
export const plannedDaysOf = (plannedDays: PlannedDays, stage: Stage): number | null =>
  isGrowingStage(stage) ? plannedDays[stage] : null;

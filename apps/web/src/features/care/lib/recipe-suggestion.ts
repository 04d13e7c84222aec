import type { Stage } from '@canopy/shared/crop';
import { FED_STAGES, recipeWeekOfDay, type FedStage } from '@canopy/shared/feeding';
import type { Recipe } from '@canopy/shared/schemas/feeding';
import type { RoomGroup } from '@canopy/shared/schemas/rooms';

/** Whether a room feed is given to a group at this stage: the server records one row per such group. */
export const isFed = (stage: Stage): stage is FedStage => (FED_STAGES as readonly Stage[]).includes(stage);

/** The recipe week a feed in the room is in, and the recipe written for it if there is one. */
export interface RecipeSuggestion {
  stage: FedStage;
  week: number;
  recipe: Recipe | null;
}

/**
 * The recipe of the stage and week the room's plants are in (days 1-7 of a stage are week 1). Groups in a
 * room may be at different days: the suggestion follows `groupId` (the group whose label was scanned) when
 * it is fed here, otherwise the group with the most plants. Null when nothing in the room is fed.
 */
export function suggestRecipe(
  groups: readonly RoomGroup[],
  recipes: readonly Recipe[],
  groupId?: string,
): RecipeSuggestion | null {
  const fed = groups.filter((group): group is RoomGroup & { stage: FedStage } => isFed(group.stage));
  const group =
    fed.find((candidate) => candidate._id === groupId) ??
    fed.reduce<(typeof fed)[number] | undefined>(
      (most, candidate) => (most && most.plantCount >= candidate.plantCount ? most : candidate),
      undefined,
    );
  if (!group) return null;
  const week = recipeWeekOfDay(group.dayOfStage);
  const recipe =
    recipes.find((r) => r.archivedAt === null && r.stage === group.stage && r.week === week) ?? null;
  return { stage: group.stage, week, recipe };
}

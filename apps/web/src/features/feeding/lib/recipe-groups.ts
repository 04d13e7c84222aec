import { GROWING_STAGES, type GrowingStage } from '@canopy/shared/crop';
import type { Recipe } from '@canopy/shared/schemas/feeding';

export interface RecipeWeek {
  week: number;
  recipes: Recipe[];
}

export interface RecipeStage {
  stage: GrowingStage;
  weeks: RecipeWeek[];
}

/** The recipes by stage (in the stages' order) then week, each week's by name; stages without any left out. */
export function recipesByStage(recipes: readonly Recipe[]): RecipeStage[] {
  return GROWING_STAGES.map((stage) => {
    const ofStage = recipes.filter((recipe) => recipe.stage === stage);
    const weeks = [...new Set(ofStage.map((recipe) => recipe.week))].sort((a, b) => a - b);
    return {
      stage,
      weeks: weeks.map((week) => ({
        week,
        recipes: ofStage
          .filter((recipe) => recipe.week === week)
          .sort((a, b) => a.name.localeCompare(b.name)),
      })),
    };
  }).filter((group) => group.weeks.length > 0);
}

import type { Recipe } from '@canopy/shared/schemas/feeding';
import { useSaveRecipe } from '../api/recipes-api';
import { RECIPE_FIELDS, RECIPE_LIMITS, recipeBodyOf, recipeDraftOf, recipeDraftSchema } from './recipe-draft';
import { useDraftForm } from './use-draft-form';

/**
 * The recipe form (a new one when `recipe` is null): a dose without its unit or an EC above 20 is refused
 * beside its field before any call.
 */
export function useRecipeForm(recipe: Recipe | null, onSaved: () => void) {
  return useDraftForm({
    schema: recipeDraftSchema,
    draft: recipeDraftOf(recipe),
    id: recipe?._id ?? null,
    bodyOf: recipeBodyOf,
    save: useSaveRecipe(),
    fields: RECIPE_FIELDS,
    limits: RECIPE_LIMITS,
    onSaved,
  });
}

import { recipeSchema, type Recipe, type RecipeBody } from '@canopy/shared/schemas/feeding';
import { apiRequest } from '../../../lib/api-client';
import { listRecipes } from '../../../lib/feeding/api/list-recipes';
import { feedingKeys } from '../../../lib/feeding/feeding-keys';
import { deleteOrArchive, type DeleteOutcome } from './delete-or-archive';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

const recipePath = (id: string) => `/recipes/${encodeURIComponent(id)}`;

export type SaveRecipeInput = { id: string | null; body: RecipeBody };

/** `POST /api/recipes` for a new recipe, `PUT /api/recipes/{id}` to replace one (staff). */
export function saveRecipe({ id, body }: SaveRecipeInput): Promise<Recipe> {
  return id === null
    ? apiRequest('/recipes', { method: 'POST', body, schema: recipeSchema })
    : apiRequest(recipePath(id), { method: 'PUT', body, schema: recipeSchema });
}

/** `DELETE /api/recipes/{id}` (staff): a recipe feeds name is archived instead. */
export const deleteRecipe = (id: string): Promise<DeleteOutcome> =>
  deleteOrArchive(recipePath(id), id, () => listRecipes(true));

export const useSaveRecipe = () => useRefreshingMutation(saveRecipe, feedingKeys.recipes());
export const useDeleteRecipe = () => useRefreshingMutation(deleteRecipe, feedingKeys.recipes());

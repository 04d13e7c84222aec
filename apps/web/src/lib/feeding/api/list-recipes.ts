import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeSchema, type Recipe } from '@canopy/shared/schemas/feeding';
import { apiRequest } from '../../api-client';
import { feedingKeys } from '../feeding-keys';

const recipesSchema = recipeSchema.array();

/** `GET /api/recipes`: every recipe with its items; `archived` adds the archived ones. */
export function listRecipes(archived = false): Promise<Recipe[]> {
  return apiRequest(archived ? '/recipes?archived=true' : '/recipes', { schema: recipesSchema });
}

export const recipesQueryOptions = ({ archived = false }: { archived?: boolean } = {}) =>
  queryOptions({
    queryKey: archived ? feedingKeys.recipesWithArchived() : feedingKeys.recipes(),
    queryFn: () => listRecipes(archived),
  });

/** The recipes a feed may follow (the feed dialog suggests the one of the group's stage and week). */
export const useRecipes = (options?: { archived?: boolean }) => useQuery(recipesQueryOptions(options));

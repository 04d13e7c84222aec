import { listRecipesQuerySchema, recipeBodySchema, recipeSchema } from '@canopy/shared/schemas/feeding';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { registerStaffWriteRoutes } from '../../http/collection-routes.ts';
import type { RecipesService } from './recipes.service.ts';

const tags = ['feeding'];
const items =
  "Each item names a product that exists and is not archived (otherwise 400 with a detail at the item's " +
  "`productId`); answers name each item's product (`productName`).";

/** Recipes by stage and week: anyone logged in reads them, staff keep them (DESIGN section 25). */
export function registerRecipeRoutes(app: AppInstance, recipes: RecipesService): void {
  app.get(
    '/api/recipes',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listRecipes',
        summary: 'List recipes',
        description:
          'By stage, week and name; of one `stage` if given. Archived recipes only with `archived=true`.',
        tags,
        querystring: listRecipesQuerySchema,
        response: { 200: z.array(recipeSchema) },
      },
    },
    (request) => recipes.list(request.query),
  );

  registerStaffWriteRoutes(app, {
    path: '/api/recipes',
    tags,
    body: recipeBodySchema,
    item: recipeSchema,
    service: recipes,
    create: {
      operationId: 'createRecipe',
      summary: 'Create a recipe',
      description: items,
    },
    update: {
      operationId: 'updateRecipe',
      summary: 'Update a recipe',
      description: `${items} \`archived\` sets or clears \`archivedAt\`. Unknown id: 404 \`recipes.not_found\`.`,
    },
    delete: {
      operationId: 'deleteRecipe',
      summary: 'Delete a recipe, or archive it when in use',
      description:
        'A recipe no feed names is deleted; one that is named is archived instead, so the feeds keep its ' +
        'name. Unknown id: 404 `recipes.not_found`.',
    },
  });
}

import { listRecipesQuerySchema, recipeBodySchema, recipeSchema } from '@canopy/shared/schemas/feeding';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { RecipesService } from './recipes.service.ts';

const tags = ['feeding'];
const params = z.object({ id: z.string().min(1).max(64) });
const staff = { policy: 'staff' } as const;
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

  app.post(
    '/api/recipes',
    {
      config: staff,
      schema: {
        operationId: 'createRecipe',
        summary: 'Create a recipe',
        description: items,
        tags,
        body: recipeBodySchema,
        response: { 201: recipeSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await recipes.create(requireActor(request), request.body)),
  );

  app.put(
    '/api/recipes/:id',
    {
      config: staff,
      schema: {
        operationId: 'updateRecipe',
        summary: 'Update a recipe',
        description: `${items} \`archived\` sets or clears \`archivedAt\`. Unknown id: 404 \`recipes.not_found\`.`,
        tags,
        params,
        body: recipeBodySchema,
        response: { 200: recipeSchema },
      },
    },
    (request) => recipes.update(requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/recipes/:id',
    {
      config: staff,
      schema: {
        operationId: 'deleteRecipe',
        summary: 'Delete a recipe, or archive it when in use',
        description:
          'A recipe no feed names is deleted; one that is named is archived instead, so the feeds keep its ' +
          'name. Unknown id: 404 `recipes.not_found`.',
        tags,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recipes.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

import { GROWING_STAGES } from '@canopy/shared/crop';
import type { Actor } from '@canopy/shared/permissions';
import type { Recipe, listRecipesQuerySchema, recipeBodySchema } from '@canopy/shared/schemas/feeding';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { checkedItems } from './dose-items.ts';
import { recipeNotFound } from './feeding.errors.ts';
import { parseItems, productIdsOf, storedItems, toRecipe } from './feeding.mapper.ts';
import { createKeptRecords } from './kept-records.ts';
import { createProductsRepository } from './products.repository.ts';
import { createRecipesRepository, type RecipeRow } from './recipes.repository.ts';

export type RecipeInput = z.output<typeof recipeBodySchema>;
export type RecipesQuery = z.output<typeof listRecipesQuerySchema>;

/** What the audit log records of a recipe, named as the API names them. */
const AUDITED_FIELDS = [
  'name',
  'stage',
  'week',
  'items',
  'targetEc',
  'targetPh',
  'notes',
  'archived',
] as const;
const audited = (row: RecipeRow) => ({
  name: row.name,
  stage: row.stage,
  week: Number(row.week),
  items: parseItems(row.items),
  targetEc: row.target_ec === null ? null : Number(row.target_ec),
  targetPh: row.target_ph === null ? null : Number(row.target_ph),
  notes: row.notes,
  archived: row.archived_at !== null,
});

/** By stage in growing order, then week, then name. */
const inOrder = (a: Recipe, b: Recipe) =>
  GROWING_STAGES.indexOf(a.stage) - GROWING_STAGES.indexOf(b.stage) ||
  a.week - b.week ||
  a.name.localeCompare(b.name) ||
  (a._id < b._id ? -1 : 1);

/**
 * Recipes by stage and week (DESIGN section 25): the products' doses in the water and the EC and pH to
 * aim for. Each item names a product that exists and is not archived. A recipe a feed names is archived
 * instead of deleted.
 */
export function createRecipesService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const recipes = createRecipesRepository(db);
  const products = createProductsRepository(db);
  const records = createKeptRecords<RecipeRow, ReturnType<typeof audited>>(
    { db, clock },
    {
      entity: 'recipe',
      noun: 'Recipe',
      namedBy: 'feeds',
      repository: createRecipesRepository,
      notFound: recipeNotFound,
      audited,
      fields: AUDITED_FIELDS,
    },
  );

  /** Recipes as the API answers them, each item with its product's name. */
  async function present(rows: readonly RecipeRow[]): Promise<Recipe[]> {
    const names = new Map((await products.findMany(productIdsOf(rows))).map((row) => [row.id, row.name]));
    return rows.map((row) => toRecipe(row, names));
  }

  async function fieldsOf(body: RecipeInput, before: RecipeRow | null, now: string) {
    return {
      name: body.name,
      stage: body.stage,
      week: body.week,
      items: storedItems(await checkedItems(products, body.items)),
      target_ec: body.targetEc,
      target_ph: body.targetPh,
      notes: body.notes,
      archived_at: body.archived ? (before?.archived_at ?? now) : null,
      updated_at: now,
    };
  }

  return {
    async list(query: RecipesQuery): Promise<Recipe[]> {
      const rows = await recipes.list({ stage: query.stage, archived: query.archived === 'true' });
      return (await present(rows)).sort(inOrder);
    },

    async create(actor: Actor, body: RecipeInput): Promise<Recipe> {
      records.assertCanManage(actor);
      const at = clock.now();
      const now = at.toISOString();
      const row: RecipeRow = {
        id: newId(at.getTime()),
        ...(await fieldsOf(body, null, now)),
        created_at: now,
      };
      await records.create(actor, at, row);
      return (await present([row]))[0]!;
    },

    async update(actor: Actor, id: string, body: RecipeInput): Promise<Recipe> {
      const before = await records.existing(actor, id);
      const at = clock.now();
      const fields = await fieldsOf(body, before, at.toISOString());
      return (await present([await records.update(actor, at, before, fields)]))[0]!;
    },

    /** Deleted when no feed names it; otherwise archived, so the feeds keep its name. */
    async delete(actor: Actor, id: string): Promise<void> {
      await records.remove(actor, await records.existing(actor, id));
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;

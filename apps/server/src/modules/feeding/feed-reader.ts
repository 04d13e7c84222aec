import type { Feed } from '@canopy/shared/schemas/feeding';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Names } from '../runs/run-reader.ts';
import { productIdsOf, toFeed } from './feeding.mapper.ts';
import { createFeedsRepository, type FeedRow } from './feeds.repository.ts';
import { createProductsRepository } from './products.repository.ts';
import { createRecipesRepository } from './recipes.repository.ts';

/** Feeds' rows as the API answers them: each with its room's, recipe's and products' names. */
export function createFeedReader(deps: { db: Kysely<Database>; rooms: Names }) {
  const feeds = createFeedsRepository(deps.db);
  const products = createProductsRepository(deps.db);
  const recipes = createRecipesRepository(deps.db);

  async function complete(rows: readonly FeedRow[]): Promise<Feed[]> {
    if (rows.length === 0) return [];
    const [rooms, recipeNames, productRows] = await Promise.all([
      deps.rooms.names([...new Set(rows.map((row) => row.room_id))]),
      recipes.names([...new Set(rows.flatMap((row) => row.recipe_id ?? []))]),
      products.findMany(productIdsOf(rows)),
    ]);
    const names = {
      rooms,
      recipes: recipeNames,
      products: new Map(productRows.map((row) => [row.id, row.name])),
    };
    return rows.map((row) => toFeed(row, names));
  }

  return {
    /** A run's rows, oldest first: what `GET /api/runs/{id}` lists. */
    feedsOfRun: async (runId: string) => complete(await feeds.ofRun(runId)),
    /** The rows of the room's latest `limit` entries, newest first: what `GET /api/rooms/{id}/feeds` lists. */
    feedsOfRoom: async (roomId: string, limit: number) => complete(await feeds.latestOfRoom(roomId, limit)),
    ofEntry: async (entryId: string) => complete(await feeds.ofEntry(entryId)),
  };
}

export type FeedReader = ReturnType<typeof createFeedReader>;

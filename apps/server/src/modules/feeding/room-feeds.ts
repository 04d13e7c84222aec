import { canRecordFeed, type Actor } from '@canopy/shared/permissions';
import type { Feed, feedBodySchema } from '@canopy/shared/schemas/feeding';
import type { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { quoted } from '../audit/audit-labels.ts';
import { checkedItems } from './dose-items.ts';
import type { FeedReader } from './feed-reader.ts';
import { invalid } from './feeding.errors.ts';
import { parseItems, storedItems } from './feeding.mapper.ts';
import type { StoredDoseItem } from './feeding.table.ts';
import { createFeedsRepository } from './feeds.repository.ts';
import { createProductsRepository } from './products.repository.ts';
import { createRecipesRepository } from './recipes.repository.ts';
import {
  commitRoomEntry,
  entryRows,
  litresByRow,
  roomEntryContext,
  tellRuns,
  type RoomEntryDeps,
} from './room-entries.ts';

export type FeedInput = z.output<typeof feedBodySchema>;

export interface FeedWriteDeps extends RoomEntryDeps {
  reader: Pick<FeedReader, 'ofEntry'>;
}

/**
 * A room feed (anyone logged in): one entry for the whole room, kept as one row per group growing in it
 * at `at` (propagation, veg or flower), in one transaction with its audit entry. Each row's litres are the
 * group's part of the volume by its plants (the parts add up to the whole), its share its part of the
 * room's plants. Items are those given, or the recipe's.
 */
export function createRoomFeeds(deps: FeedWriteDeps) {
  const recipes = createRecipesRepository(deps.db);
  const products = createProductsRepository(deps.db);

  /** The recipe named (not unknown, not archived) and the items given, each checked, or the recipe's. */
  async function itemsOf(body: FeedInput): Promise<{ recipeId: string | null; items: StoredDoseItem[] }> {
    const recipe = body.recipeId ? await recipes.findById(body.recipeId) : undefined;
    if (body.recipeId && (!recipe || recipe.archived_at !== null)) {
      throw invalid([
        { path: 'body.recipeId', message: recipe ? 'the recipe is archived' : 'no such recipe' },
      ]);
    }
    if (body.items) return { recipeId: recipe?.id ?? null, items: await checkedItems(products, body.items) };
    return { recipeId: recipe?.id ?? null, items: recipe ? parseItems(recipe.items) : [] };
  }

  return async function recordFeed(actor: Actor, roomId: string, body: FeedInput): Promise<Feed[]> {
    if (!canRecordFeed(actor)) throw forbidden();
    const context = await roomEntryContext(deps, 'feed', actor, roomId, body.at);
    const { recipeId, items } = await itemsOf(body);
    const litres = litresByRow(context, body.volume, body.volumeUnit);
    const runoff = { ec_runoff: body.ecRunoff ?? null, ph_runoff: body.phRunoff ?? null };
    const rows = entryRows(context, body.note).map((row, index) => ({
      ...row,
      volume: body.volume,
      volume_unit: body.volumeUnit,
      litres: litres[index]!,
      recipe_id: recipeId,
      items: storedItems(items),
      ec_in: body.ecIn,
      ph_in: body.phIn,
      ...runoff,
    }));
    const entryId = rows[0]!.entry_id;
    const { room, groups } = context;
    const groupsText = groups.length === 1 ? '1 group' : `${groups.length} groups`;
    await commitRoomEntry(
      deps,
      context,
      async (trx) => {
        const feeds = createFeedsRepository(trx);
        for (const row of rows) await feeds.insert(row);
      },
      {
        action: 'create',
        summary: `Room ${quoted(room.name)}: a feed of ${body.volume} ${body.volumeUnit} recorded for ${groupsText}`,
        event: 'fed',
        values: { label: room.name, count: groups.length },
        changes: Object.fromEntries(
          Object.entries({
            volume: body.volume,
            volumeUnit: body.volumeUnit,
            recipeId,
            items,
            ecIn: body.ecIn,
            phIn: body.phIn,
            ecRunoff: runoff.ec_runoff,
            phRunoff: runoff.ph_runoff,
            groupIds: groups.map((group) => group.groupId),
          }).map(([field, value]) => [`feed.${entryId}.${field}`, [null, value]]),
        ),
      },
    );
    tellRuns(deps, context);
    return deps.reader.ofEntry(entryId);
  };
}

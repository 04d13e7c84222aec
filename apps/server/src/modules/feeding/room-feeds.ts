import type { Stage } from '@canopy/shared/crop';
import { litresOf, shareByPlants } from '@canopy/shared/feeding';
import { canRecordFeed, type Actor } from '@canopy/shared/permissions';
import type { Feed, feedBodySchema } from '@canopy/shared/schemas/feeding';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { quoted } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { writeInstant } from '../harvests/harvest-writes.ts';
import { roomNotFound } from '../rooms/rooms.errors.ts';
import type { GroupAt } from '../runs/groups-at.ts';
import type { Names } from '../runs/run-reader.ts';
import { checkedItems } from './dose-items.ts';
import type { FeedReader } from './feed-reader.ts';
import { invalid, roomEmpty } from './feeding.errors.ts';
import { parseItems, storedItems } from './feeding.mapper.ts';
import type { StoredDoseItem } from './feeding.table.ts';
import { createFeedsRepository } from './feeds.repository.ts';
import { createProductsRepository } from './products.repository.ts';
import { createRecipesRepository } from './recipes.repository.ts';

export type FeedInput = z.output<typeof feedBodySchema>;

/** The stages a feed is given to: plants still growing, not drying or curing. */
const FED_STAGES: readonly Stage[] = ['propagation', 'veg', 'flower'];

export interface FeedWriteDeps {
  db: Kysely<Database>;
  clock: Clock;
  rooms: Names;
  /** The groups standing in a room at an instant, with the plants they held (the runs module). */
  runs: { groupsInRoomAt(roomId: string, at: Date): Promise<GroupAt[]> };
  /** The e-mail of an account, kept on each row so it names who after the account is gone. */
  emailOf(userId: string): Promise<string>;
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
    const { at, now } = writeInstant(deps.clock, body.at);
    const roomName = (await deps.rooms.names([roomId])).get(roomId);
    if (roomName === undefined) throw roomNotFound();
    const { recipeId, items } = await itemsOf(body);
    // Most plants first, as scouting and treatments list theirs: an entry's rows keep this order.
    const groups = (await deps.runs.groupsInRoomAt(roomId, at))
      .filter((group) => FED_STAGES.includes(group.stage))
      .sort((a, b) => b.plantCount - a.plantCount || (a.groupId < b.groupId ? -1 : 1));
    if (groups.length === 0) throw roomEmpty();
    const counts = groups.map((group) => group.plantCount);
    const plants = counts.reduce((sum, count) => sum + count, 0);
    const litres = shareByPlants(litresOf(body.volume, body.volumeUnit), counts);
    const by = { id: actor.id, email: await deps.emailOf(actor.id) };
    const entryId = newId(now.getTime());
    const stamp = now.toISOString();
    const common = {
      entry_id: entryId,
      room_id: roomId,
      at: at.toISOString(),
      note: body.note,
      by_id: by.id,
      by_email: by.email,
      created_at: stamp,
      volume: body.volume,
      volume_unit: body.volumeUnit,
      recipe_id: recipeId,
      items: storedItems(items),
      ec_in: body.ecIn,
      ph_in: body.phIn,
      ec_runoff: body.ecRunoff ?? null,
      ph_runoff: body.phRunoff ?? null,
    };
    const groupsText = groups.length === 1 ? '1 group' : `${groups.length} groups`;
    await deps.db.transaction().execute(async (trx) => {
      const feeds = createFeedsRepository(trx);
      for (const [index, group] of groups.entries()) {
        await feeds.insert({
          ...common,
          id: newId(now.getTime()),
          run_id: group.runId,
          group_id: group.groupId,
          plant_count: group.plantCount,
          share: group.plantCount / plants,
          litres: litres[index]!,
        });
      }
      await recordAudit(trx, {
        at: now,
        actor: by,
        action: 'create',
        entity: 'room',
        entityId: roomId,
        summary: `Room ${quoted(roomName)}: a feed of ${body.volume} ${body.volumeUnit} recorded for ${groupsText}`,
        event: 'fed',
        values: { label: roomName, count: groups.length },
        changes: Object.fromEntries(
          Object.entries({
            volume: body.volume,
            volumeUnit: body.volumeUnit,
            recipeId,
            items,
            ecIn: body.ecIn,
            phIn: body.phIn,
            ecRunoff: common.ec_runoff,
            phRunoff: common.ph_runoff,
            groupIds: groups.map((group) => group.groupId),
          }).map(([field, value]) => [`feed.${entryId}.${field}`, [null, value]]),
        ),
      });
    });
    return deps.reader.ofEntry(entryId);
  };
}

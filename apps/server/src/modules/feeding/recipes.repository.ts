import type { GrowingStage } from '@canopy/shared/crop';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RecipesTable } from './feeding.table.ts';

export type RecipeRow = Selectable<RecipesTable>;

/** Recipes. `db` may be a transaction. */
export function createRecipesRepository(db: Kysely<Database>) {
  return {
    list(filter: { stage?: GrowingStage | undefined; archived: boolean }): Promise<RecipeRow[]> {
      let query = db.selectFrom('recipes').selectAll();
      if (filter.stage) query = query.where('stage', '=', filter.stage);
      if (!filter.archived) query = query.where('archived_at', 'is', null);
      return query.execute();
    },

    findById(id: string): Promise<RecipeRow | undefined> {
      return db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async names(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('recipes').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Whether a feed names the recipe (its foreign key). */
    async inUse(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('feeds')
        .select('id')
        .where('recipe_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: Insertable<RecipesTable>): Promise<void> {
      await db.insertInto('recipes').values(row).execute();
    },

    async update(id: string, changes: Updateable<RecipesTable>): Promise<void> {
      await db.updateTable('recipes').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('recipes').where('id', '=', id).execute();
    },
  };
}

import type { ProductKind } from '@canopy/shared/feeding';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ProductsTable } from './feeding.table.ts';

export type ProductRow = Selectable<ProductsTable>;

/** Products. `db` may be a transaction. */
export function createProductsRepository(db: Kysely<Database>) {
  return {
    list(filter: { kind?: ProductKind | undefined; archived: boolean }): Promise<ProductRow[]> {
      let query = db.selectFrom('products').selectAll();
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (!filter.archived) query = query.where('archived_at', 'is', null);
      return query.execute();
    },

    findById(id: string): Promise<ProductRow | undefined> {
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** These products, archived ones too: what entries name. */
    findMany(ids: readonly string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
    },

    /**
     * Whether a recipe or a feed names the product (treatments are the protection module's to answer).
     * Both keep their items as JSON written by this module (`{"productId":"<id>",...}`, ids being UUIDs),
     * so a match of the text is exact.
     */
    async inUse(id: string): Promise<boolean> {
      const named = `%"productId":${JSON.stringify(id)}%`;
      const row = await db
        .selectFrom('recipes')
        .select('id')
        .where('items', 'like', named)
        .union(db.selectFrom('feeds').select('id').where('items', 'like', named))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: Insertable<ProductsTable>): Promise<void> {
      await db.insertInto('products').values(row).execute();
    },

    async update(id: string, changes: Updateable<ProductsTable>): Promise<void> {
      await db.updateTable('products').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('products').where('id', '=', id).execute();
    },
  };
}

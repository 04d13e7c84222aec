import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewsTable } from './news.table.ts';

export type NewsRow = Selectable<NewsTable>;

export function createNewsRepository(db: Kysely<Database>) {
  return {
    /** Newest first, as the feed shows them. */
    list(): Promise<NewsRow[]> {
      return db.selectFrom('news').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    findById(id: string): Promise<NewsRow | undefined> {
      return db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('news')
        .select(({ fn }) => fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(row: Insertable<NewsTable>): Promise<void> {
      await db.insertInto('news').values(row).execute();
    },

    async update(id: string, changes: Updateable<NewsTable>): Promise<void> {
      await db.updateTable('news').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('news').where('id', '=', id).execute();
    },
  };
}

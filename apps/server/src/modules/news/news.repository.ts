import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewsTable } from './news.table.ts';
import type { TrashOptional } from '../trash/trash-columns.ts';

export type NewsRow = TrashOptional<Selectable<NewsTable>>;

export function createNewsRepository(db: Kysely<Database>) {
  /** Rows not in the trash: the trash module reads and restores the others. */
  const live = () => db.selectFrom('news').where('news.deleted_at', 'is', null);

  return {
    /** Newest first, as the feed shows them. */
    list(): Promise<NewsRow[]> {
      return live().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    findById(id: string): Promise<NewsRow | undefined> {
      return live().selectAll().where('id', '=', id).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await live()
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

import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BugsTable } from './bugs.table.ts';

export type BugRow = Selectable<BugsTable>;

export function createBugsRepository(db: Kysely<Database>) {
  return {
    list(options: { includeClosed: boolean }): Promise<BugRow[]> {
      let query = db.selectFrom('bugs').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
      if (!options.includeClosed) query = query.where('status', '!=', 'closed');
      return query.execute();
    },

    findById(id: string): Promise<BugRow | undefined> {
      return db.selectFrom('bugs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(row: BugRow): Promise<void> {
      await db.insertInto('bugs').values(row).execute();
    },

    async update(id: string, changes: Updateable<BugsTable>): Promise<void> {
      await db.updateTable('bugs').set(changes).where('id', '=', id).execute();
    },
  };
}

export type BugsRepository = ReturnType<typeof createBugsRepository>;

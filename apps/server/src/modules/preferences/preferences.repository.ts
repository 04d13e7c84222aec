import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserPreferencesTable } from './preferences.table.ts';

/** Each user's own choices. `db` may be a transaction. */
export function createPreferencesRepository(db: Kysely<Database>) {
  return {
    find(userId: string) {
      return db.selectFrom('user_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async save(row: Insertable<UserPreferencesTable>): Promise<void> {
      const { user_id: _userId, ...changes } = row;
      await db
        .insertInto('user_preferences')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
        .execute();
    },
  };
}

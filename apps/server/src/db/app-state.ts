import type { Kysely } from 'kysely';
import type { AppStateTable } from './app-state.table.ts';
import type { Database } from './schema.ts';

export type { AppStateTable };

export function createAppStateRepository(db: Kysely<Database>) {
  return {
    async get(key: string): Promise<string | null> {
      const row = await db.selectFrom('app_state').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value ?? null;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insertInto('app_state')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}

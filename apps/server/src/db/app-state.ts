import type { Kysely } from 'kysely';
import type { AppStateTable } from './app-state.table.ts';
import type { Database } from './schema.ts';
import { updatedAny } from './updated-any.ts';

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
    /**
     * Moves `key` forward to `value` (compared as text: a day `YYYY-MM-DD`) in the caller's transaction;
     * false when it is there or beyond already. What makes a daily run happen once: of two instances (or
     * two runs) the second waits for the first's commit, then finds the day taken.
     */
    async advance(executor: Kysely<Database>, key: string, value: string): Promise<boolean> {
      const updated = await executor
        .updateTable('app_state')
        .set({ value })
        .where('key', '=', key)
        .where('value', '<', value)
        .executeTakeFirst();
      if (updatedAny(updated)) return true;
      const inserted = await executor
        .insertInto('app_state')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

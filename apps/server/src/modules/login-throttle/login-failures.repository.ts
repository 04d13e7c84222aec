import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export function createLoginFailuresRepository(db: Kysely<Database>) {
  return {
    /** Failures per key since `since`, with the oldest one's time (to tell when the window frees up). */
    async countSince(
      keys: string[],
      since: string,
    ): Promise<{ key: string; count: number; oldest: string }[]> {
      const rows = await db
        .selectFrom('login_failures')
        .select(({ fn }) => [
          'key',
          fn.countAll<number | string>().as('count'),
          fn.min('failed_at').as('oldest'),
        ])
        .where('key', 'in', keys)
        .where('failed_at', '>', since)
        .groupBy('key')
        .execute();
      return rows.map((row) => ({ key: row.key, count: Number(row.count), oldest: String(row.oldest) }));
    },

    async record(keys: string[], at: string) {
      await db
        .insertInto('login_failures')
        .values(keys.map((key) => ({ id: newId(), key, failed_at: at })))
        .execute();
    },

    async clear(key: string) {
      await db.deleteFrom('login_failures').where('key', '=', key).execute();
    },

    async deleteOlderThan(before: string) {
      await db.deleteFrom('login_failures').where('failed_at', '<=', before).execute();
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createLiveEventsRepository(db: Kysely<Database>) {
  return {
    async insert(row: { id: string; payload: string; createdMs: number }): Promise<void> {
      await db
        .insertInto('live_events')
        .values({ id: row.id, payload: row.payload, created_ms: row.createdMs })
        .execute();
    },
    async payloadOf(id: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('live_events')
        .select('payload')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.payload;
    },
    async deleteOlderThan(ms: number): Promise<number> {
      const result = await db.deleteFrom('live_events').where('created_ms', '<', ms).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FeedsTable } from './feeding.table.ts';

export type FeedRow = Selectable<FeedsTable>;

/**
 * The rows of room feeds, one per group. An entry's rows are listed most plants first, as they were
 * written. `db` may be a transaction.
 */
export function createFeedsRepository(db: Kysely<Database>) {
  const rows = () => db.selectFrom('feeds').selectAll();
  return {
    /** A run's rows, oldest first. */
    ofRun(runId: string): Promise<FeedRow[]> {
      return rows()
        .where('run_id', '=', runId)
        .orderBy('at')
        .orderBy('entry_id')
        .orderBy('plant_count', 'desc')
        .orderBy('group_id')
        .execute();
    },

    ofEntry(entryId: string): Promise<FeedRow[]> {
      return rows()
        .where('entry_id', '=', entryId)
        .orderBy('plant_count', 'desc')
        .orderBy('group_id')
        .execute();
    },

    /** The rows of the room's latest `limit` entries, newest first (an entry's rows share its instant). */
    async latestOfRoom(roomId: string, limit: number): Promise<FeedRow[]> {
      const entries = await db
        .selectFrom('feeds')
        .select(['entry_id', 'at'])
        .where('room_id', '=', roomId)
        .groupBy(['entry_id', 'at'])
        .orderBy('at', 'desc')
        .orderBy('entry_id', 'desc')
        .limit(limit)
        .execute();
      if (entries.length === 0) return [];
      return rows()
        .where(
          'entry_id',
          'in',
          entries.map((entry) => entry.entry_id),
        )
        .orderBy('at', 'desc')
        .orderBy('entry_id', 'desc')
        .orderBy('plant_count', 'desc')
        .orderBy('group_id')
        .execute();
    },

    async insert(row: Insertable<FeedsTable>): Promise<void> {
      await db.insertInto('feeds').values(row).execute();
    },
  };
}

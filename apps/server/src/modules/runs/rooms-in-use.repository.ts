import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Which rooms runs have used: a stage event moved plants into or out of it, or a group stands in it.
 * Rooms read it (the trash keeps such a room for good: the run's history names it). Plain rows, one query.
 */
export function createRoomsInUseRepository(db: Kysely<Database>) {
  return {
    async roomsInUse(roomIds: readonly string[]): Promise<Set<string>> {
      if (roomIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('stage_events')
        .select('before_room_id as id')
        .where('before_room_id', 'in', roomIds)
        .union(db.selectFrom('stage_events').select('room_id as id').where('room_id', 'in', roomIds))
        .union(db.selectFrom('plant_groups').select('room_id as id').where('room_id', 'in', roomIds))
        .execute();
      return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
    },
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The stage events of every group that ever stood in these rooms, up to `toIso`: the moves that brought
 * each one in and every later move of it, elsewhere too, so a stay in a room ends where the next move
 * begins. A split's child is the group its split moved (it starts as its own group there). Plain rows.
 */
export function createRoomHistoryRepository(db: Kysely<Database>) {
  return {
    eventsOfGroupsIn(roomIds: readonly string[], toIso: string) {
      if (roomIds.length === 0) return Promise.resolve([]);
      const entered = db
        .selectFrom('stage_events')
        .select((eb) => eb.fn.coalesce('split_group_id', 'group_id').as('id'))
        .where('room_id', 'in', roomIds)
        .where('at', '<=', toIso);
      return db
        .selectFrom('stage_events as e')
        .innerJoin('runs', 'runs.id', 'e.run_id')
        .innerJoin('plant_groups as g', 'g.id', 'e.group_id')
        .select([
          'e.id',
          'e.run_id',
          'runs.code as run_code',
          'e.group_id',
          'e.split_group_id',
          'g.strain_id',
          'e.stage',
          'e.room_id',
          'e.before_room_id',
          'e.at',
          'e.seq',
          'e.plant_count',
          'e.by_id',
          'e.by_email',
        ])
        .where((eb) => eb.or([eb('e.group_id', 'in', entered), eb('e.split_group_id', 'in', entered)]))
        .where('e.at', '<=', toIso)
        .orderBy('e.at')
        .orderBy('e.seq')
        .execute();
    },
  };
}

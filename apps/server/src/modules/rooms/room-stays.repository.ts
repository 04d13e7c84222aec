import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface StayRow {
  room_id: string;
  device_id: string;
  since: string;
  until: string | null;
  /** The earliest `since` of the device in any room: its first stay is the one that began then. */
  first_since: string;
}

/** Every stay, open or closed, of a device in these rooms, oldest first. */
export function createRoomStaysRepository(db: Kysely<Database>) {
  return {
    staysInRooms(roomIds: readonly string[]): Promise<StayRow[]> {
      if (roomIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('room_devices as stay')
        .innerJoin(
          (eb) =>
            eb
              .selectFrom('room_devices')
              .select(['device_id', (e) => e.fn.min('since').as('first_since')])
              .groupBy('device_id')
              .as('first'),
          (join) => join.onRef('first.device_id', '=', 'stay.device_id'),
        )
        .select(['stay.room_id', 'stay.device_id', 'stay.since', 'stay.until', 'first.first_since'])
        .where('stay.room_id', 'in', roomIds)
        .orderBy('stay.since')
        .orderBy('stay.id')
        .execute() as Promise<StayRow[]>;
    },
  };
}

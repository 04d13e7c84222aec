import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A device's stays in rooms, with the rooms' names: deleted rooms too, as the history measured in a room
 * keeps its name.
 */
export function createDeviceHistoryRepository(db: Kysely<Database>) {
  return {
    /** Every stay of the device, oldest first. */
    staysOfDevice(deviceId: string) {
      return db
        .selectFrom('room_devices')
        .innerJoin('rooms', 'rooms.id', 'room_devices.room_id')
        .select([
          'rooms.id as room_id',
          'rooms.name as room_name',
          'room_devices.since',
          'room_devices.until',
        ])
        .where('room_devices.device_id', '=', deviceId)
        .orderBy('room_devices.since')
        .orderBy('room_devices.id')
        .execute();
    },

    /** Names of these rooms, deleted or not. */
    async roomNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('rooms').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

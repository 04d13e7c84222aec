import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { RoomDevicesTable, RoomsTable } from './rooms.table.ts';
import { updatedAny } from '../../db/updated-any.ts';

export type RoomRow = Selectable<RoomsTable>;
export type MembershipRow = Selectable<RoomDevicesTable>;

/** Rooms and the dated stays of devices in them. `db` may be a transaction. */
export function createRoomsRepository(db: Kysely<Database>) {
  const live = () => db.selectFrom('rooms').where('rooms.deleted_at', 'is', null);

  return {
    list(): Promise<RoomRow[]> {
      return live().selectAll().orderBy('name').orderBy('id').execute();
    },

    findById(id: string): Promise<RoomRow | undefined> {
      return live().selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Live rooms among `ids`. */
    findMany(ids: readonly string[]): Promise<RoomRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return live().selectAll().where('id', 'in', ids).execute();
    },

    async insert(row: Insertable<RoomsTable>): Promise<void> {
      await db.insertInto('rooms').values(row).execute();
    },

    async update(id: string, changes: Updateable<RoomsTable>): Promise<void> {
      await db.updateTable('rooms').set(changes).where('id', '=', id).execute();
    },

    /** Marks the room deleted; false when it already was. */
    async markDeleted(id: string, at: string, by: string): Promise<boolean> {
      const result = await db
        .updateTable('rooms')
        .set({ deleted_at: at, deleted_by: by, updated_at: at })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return updatedAny(result);
    },

    /** Deletes the row for good (the trash's purge); its device stays go with it by foreign key. */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('rooms').where('id', '=', id).execute();
    },

    /** Open stays in these rooms (all rooms without `roomIds`), oldest first. */
    openMemberships(roomIds?: readonly string[]): Promise<MembershipRow[]> {
      let query = db.selectFrom('room_devices').selectAll().where('until', 'is', null);
      if (roomIds) {
        if (roomIds.length === 0) return Promise.resolve([]);
        query = query.where('room_id', 'in', roomIds);
      }
      return query.orderBy('since').orderBy('id').execute();
    },

    /** The open stay of each of these devices, with its room's name: one query for a whole device list. */
    roomsOfDevices(deviceIds?: readonly string[]) {
      let query = db
        .selectFrom('room_devices')
        .innerJoin('rooms', 'rooms.id', 'room_devices.room_id')
        .select(['room_devices.device_id', 'rooms.id as room_id', 'rooms.name as room_name'])
        .where('room_devices.until', 'is', null)
        .where('rooms.deleted_at', 'is', null);
      if (deviceIds) {
        if (deviceIds.length === 0) return Promise.resolve([]);
        query = query.where('room_devices.device_id', 'in', deviceIds);
      }
      return query.execute();
    },

    /** Ends the open stays of these devices (wherever they are) at `at`. */
    async closeDeviceStays(deviceIds: readonly string[], at: string): Promise<void> {
      if (deviceIds.length === 0) return;
      await db
        .updateTable('room_devices')
        .set({ until: at })
        .where('device_id', 'in', deviceIds)
        .where('until', 'is', null)
        .execute();
    },

    async closeRoomStays(roomId: string, at: string): Promise<void> {
      await db
        .updateTable('room_devices')
        .set({ until: at })
        .where('room_id', '=', roomId)
        .where('until', 'is', null)
        .execute();
    },

    async openStays(roomId: string, deviceIds: readonly string[], at: string): Promise<void> {
      if (deviceIds.length === 0) return;
      await db
        .insertInto('room_devices')
        .values(
          deviceIds.map((deviceId) => ({ id: newId(), room_id: roomId, device_id: deviceId, since: at })),
        )
        .execute();
    },
  };
}

export type RoomsRepository = ReturnType<typeof createRoomsRepository>;

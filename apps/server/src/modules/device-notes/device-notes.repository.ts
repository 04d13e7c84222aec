import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceNotesTable } from './device-notes.table.ts';

export type DeviceNoteRow = Selectable<DeviceNotesTable>;

export function createDeviceNotesRepository(db: Kysely<Database>) {
  return {
    /** A note of this device; a note of another device is not found here. */
    find(deviceId: string, id: string): Promise<DeviceNoteRow | undefined> {
      return db
        .selectFrom('device_notes')
        .selectAll()
        .where('id', '=', id)
        .where('device_id', '=', deviceId)
        .executeTakeFirst();
    },

    /** The device's notes with `from <= ts <= to`, oldest first. */
    listInRange(deviceId: string, from: number, to: number): Promise<DeviceNoteRow[]> {
      return db
        .selectFrom('device_notes')
        .selectAll()
        .where('device_id', '=', deviceId)
        .where('ts', '>=', from)
        .where('ts', '<=', to)
        .orderBy('ts')
        .orderBy('id')
        .execute();
    },

    async insert(row: DeviceNoteRow): Promise<void> {
      await db.insertInto('device_notes').values(row).execute();
    },

    async delete(deviceId: string, id: string): Promise<void> {
      await db.deleteFrom('device_notes').where('id', '=', id).where('device_id', '=', deviceId).execute();
    },
  };
}

export type DeviceNotesRepository = ReturnType<typeof createDeviceNotesRepository>;

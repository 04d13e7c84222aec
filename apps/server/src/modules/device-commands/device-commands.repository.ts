import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceCommandsTable } from './device-commands.table.ts';

export type DeviceCommandRow = Selectable<DeviceCommandsTable>;

export function createDeviceCommandsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<DeviceCommandsTable>): Promise<void> {
      await db.insertInto('device_commands').values(row).execute();
    },
    listForDevice(deviceId: string, limit: number): Promise<DeviceCommandRow[]> {
      return db
        .selectFrom('device_commands')
        .selectAll()
        .where('device_id', '=', deviceId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type DeviceCommandsRepository = ReturnType<typeof createDeviceCommandsRepository>;

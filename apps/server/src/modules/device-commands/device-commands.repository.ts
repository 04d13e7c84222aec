import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceCommandsTable } from './device-commands.table.ts';

export type DeviceCommandRow = Selectable<DeviceCommandsTable>;

export function createDeviceCommandsRepository(db: Kysely<Database>) {
  return {
    /** Fills in the caller's email: the log still says who after their account is deleted. */
    async insert(row: Insertable<DeviceCommandsTable>): Promise<void> {
      const { user_id: userId } = row;
      await db
        .insertInto('device_commands')
        .values({
          ...row,
          user_email:
            row.user_email ??
            (userId ? db.selectFrom('users').select('email').where('id', '=', userId) : null),
        })
        .execute();
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

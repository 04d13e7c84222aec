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
    /** Newest first; `user_email` comes from the users table so the audit names who acted. */
    listForDevice(deviceId: string, limit: number): Promise<DeviceCommandRow[]> {
      return db
        .selectFrom('device_commands')
        .leftJoin('users', 'users.id', 'device_commands.user_id')
        .select([
          'device_commands.id',
          'device_commands.device_id',
          'device_commands.user_id',
          (eb) => eb.fn.coalesce('users.email', 'device_commands.user_email').as('user_email'),
          'device_commands.function_name',
          'device_commands.arg',
          'device_commands.return_value',
          'device_commands.error',
          'device_commands.created_at',
        ])
        .where('device_commands.device_id', '=', deviceId)
        .orderBy('device_commands.created_at', 'desc')
        .orderBy('device_commands.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type DeviceCommandsRepository = ReturnType<typeof createDeviceCommandsRepository>;

import type { DeviceCommand } from '@canopy/shared/schemas/devices';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { createDeviceCommandsRepository } from './device-commands.repository.ts';

/** One call to record: a device function, a firmware flash or the flash's outcome reported by the device. */
export interface CommandCall {
  deviceId: string;
  /** Null for what the device reported itself. */
  userId: string | null;
  functionName: string;
  arg: string;
  returnValue: number | null;
  error: string | null;
}

/**
 * The log of what was asked of each device and what it answered (who, when, function, argument, result):
 * what the devices and firmware modules write and a device's page reads, through this module.
 */
export function createCommandLog(deps: { db: Kysely<Database>; clock: Clock }) {
  const commands = createDeviceCommandsRepository(deps.db);
  return {
    async record(call: CommandCall): Promise<void> {
      const now = deps.clock.now();
      await commands.insert({
        id: newId(now.getTime()),
        device_id: call.deviceId,
        user_id: call.userId,
        user_email: null,
        function_name: call.functionName,
        arg: call.arg,
        return_value: call.returnValue,
        error: call.error,
        created_at: now.toISOString(),
      });
    },

    /** The device's latest `limit` entries, newest first. */
    async recent(deviceId: string, limit: number): Promise<DeviceCommand[]> {
      const rows = await commands.listForDevice(deviceId, limit);
      return rows.map((row) => ({
        _id: row.id,
        deviceId: row.device_id,
        userId: row.user_id,
        userEmail: row.user_email,
        functionName: row.function_name,
        arg: row.arg,
        return_value: row.return_value,
        error: row.error,
        createdAt: row.created_at,
      }));
    },
  };
}

export type CommandLog = ReturnType<typeof createCommandLog>;

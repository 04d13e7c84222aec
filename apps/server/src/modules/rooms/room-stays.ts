import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createRoomStaysRepository } from './room-stays.repository.ts';
import type { RoomDeviceRecord } from './rooms.mapper.ts';

/** A device's stay in a room, epoch ms; `since` null when it counts from the device's first reading. */
export interface DeviceStay {
  roomId: string;
  deviceId: string;
  deviceName: string;
  kind: string | null;
  since: number | null;
  until: number | null;
}

/**
 * The dated stays of devices in rooms, for what reads a room's history (a run's climate). A device's
 * first room counts from its first reading, a later move from the moment of the move (DESIGN section
 * 20): readings taken before a device was first placed were taken where it was then placed.
 */
export function createRoomStays(deps: {
  db: Kysely<Database>;
  devices: { findMany(ids: readonly string[]): Promise<RoomDeviceRecord[]> };
}) {
  const stays = createRoomStaysRepository(deps.db);
  return async function deviceStays(roomIds: readonly string[]): Promise<DeviceStay[]> {
    const rows = await stays.staysInRooms([...new Set(roomIds)]);
    const devices = await deps.devices.findMany([...new Set(rows.map((row) => row.device_id))]);
    const byId = new Map(devices.map((device) => [device.id, device]));
    return rows.flatMap((row) => {
      const device = byId.get(row.device_id);
      if (!device) return [];
      return [
        {
          roomId: row.room_id,
          deviceId: row.device_id,
          deviceName: device.name,
          kind: device.kind,
          since: row.since === row.first_since ? null : Date.parse(row.since),
          until: row.until === null ? null : Date.parse(row.until),
        },
      ];
    });
  };
}

export type DeviceStays = ReturnType<typeof createRoomStays>;

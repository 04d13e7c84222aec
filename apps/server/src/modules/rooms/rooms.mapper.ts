import type { Room, RoomDevice, RoomGroup } from '@canopy/shared/schemas/rooms';
import type { MembershipRow, RoomRow } from './rooms.repository.ts';

/** A device as the rooms module is handed it (the devices module's current-state row). */
export interface RoomDeviceRecord {
  id: string;
  name: string;
  kind: string | null;
  /** JSON of the newest parsed telemetry payload. */
  latest: string | null;
}

function parseLatest(latest: string | null): Record<string, unknown> | null {
  if (!latest) return null;
  try {
    const value: unknown = JSON.parse(latest);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface RoomParts {
  stays: readonly MembershipRow[];
  devices: ReadonlyMap<string, RoomDeviceRecord>;
  groups: readonly RoomGroup[];
  openAlertCount: number;
  /** The end of the latest re-entry interval of a treatment here still to come, or null. */
  reEntryUntil: string | null;
}

export function toRoom(row: RoomRow, parts: RoomParts): Room {
  const devices: RoomDevice[] = parts.stays.flatMap((stay) => {
    const device = parts.devices.get(stay.device_id);
    if (!device) return [];
    return [
      {
        _id: device.id,
        name: device.name,
        type: device.kind ?? 'unknown',
        since: stay.since,
        latest: parseLatest(device.latest),
      },
    ];
  });
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind,
    areaM2: row.area_m2 === null ? null : Number(row.area_m2),
    lightsWatts: row.lights_watts === null ? null : Number(row.lights_watts),
    deviceIds: parts.stays.map((stay) => stay.device_id),
    notes: row.notes,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    devices,
    groups: [...parts.groups],
    openAlertCount: parts.openAlertCount,
    reEntryUntil: parts.reEntryUntil,
  };
}

/** What the audit log records of a room, named as the API names them. */
export const ROOM_AUDITED_FIELDS = [
  'name',
  'kind',
  'areaM2',
  'lightsWatts',
  'deviceIds',
  'notes',
  'archived',
] as const;
export const auditedRoom = (
  room: Pick<Room, 'name' | 'kind' | 'areaM2' | 'lightsWatts' | 'deviceIds' | 'notes' | 'archivedAt'>,
) => ({
  name: room.name,
  kind: room.kind,
  areaM2: room.areaM2,
  lightsWatts: room.lightsWatts,
  deviceIds: [...room.deviceIds].sort(),
  notes: room.notes,
  archived: room.archivedAt !== null,
});

import type { RoomKind } from '@canopy/shared/crop';

export interface RoomsTable {
  id: string;
  name: string;
  kind: RoomKind;
  area_m2: number | null;
  lights_watts: number | null;
  notes: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  /** Set by DELETE: the row stays, so the history measured in the room keeps its name. */
  deleted_at: string | null;
  deleted_by: string | null;
}

/** A device's stay in a room: open while `until` is null; one open stay per device (unique index). */
export interface RoomDevicesTable {
  id: string;
  room_id: string;
  device_id: string;
  since: string;
  until: string | null;
}

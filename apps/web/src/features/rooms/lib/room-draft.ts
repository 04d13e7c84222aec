import type { RoomKind } from '@canopy/shared/crop';
import type { Room, RoomBody } from '@canopy/shared/schemas/rooms';

/** What the room form holds while it is typed: an emptied number is NaN. */
export interface RoomDraft {
  name: string;
  kind: RoomKind;
  areaM2: number;
  lightsWatts: number;
  deviceIds: string[];
  notes: string;
}

export const emptyRoomDraft = (): RoomDraft => ({
  name: '',
  kind: 'flower',
  areaM2: Number.NaN,
  lightsWatts: Number.NaN,
  deviceIds: [],
  notes: '',
});

export const roomDraftOf = (room: Room): RoomDraft => ({
  name: room.name,
  kind: room.kind,
  areaM2: room.areaM2 ?? Number.NaN,
  lightsWatts: room.lightsWatts ?? Number.NaN,
  deviceIds: [...room.deviceIds],
  notes: room.notes,
});

/** An emptied number is "not given". */
const given = (value: number): number | null => (Number.isNaN(value) ? null : value);

/** The body the API takes. */
export const roomBodyOf = (draft: RoomDraft): RoomBody => ({
  name: draft.name,
  kind: draft.kind,
  areaM2: given(draft.areaM2),
  lightsWatts: given(draft.lightsWatts),
  deviceIds: draft.deviceIds,
  notes: draft.notes,
});

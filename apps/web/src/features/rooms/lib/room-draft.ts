import type { RoomKind } from '@canopy/shared/crop';
import type { Room, RoomBody } from '@canopy/shared/schemas/rooms';

/** What the room form holds while it is typed: numbers may be empty. */
export interface RoomDraft {
  name: string;
  kind: RoomKind;
  areaM2: number | '';
  lightsWatts: number | '';
  deviceIds: string[];
  notes: string;
}

export const emptyRoomDraft = (): RoomDraft => ({
  name: '',
  kind: 'flower',
  areaM2: '',
  lightsWatts: '',
  deviceIds: [],
  notes: '',
});

export const roomDraftOf = (room: Room): RoomDraft => ({
  name: room.name,
  kind: room.kind,
  areaM2: room.areaM2 ?? '',
  lightsWatts: room.lightsWatts ?? '',
  deviceIds: [...room.deviceIds],
  notes: room.notes,
});

/** The body the API takes; an empty number is "not given". */
export const roomBodyOf = (draft: RoomDraft): RoomBody => ({
  name: draft.name,
  kind: draft.kind,
  areaM2: draft.areaM2 === '' ? null : draft.areaM2,
  lightsWatts: draft.lightsWatts === '' ? null : draft.lightsWatts,
  deviceIds: draft.deviceIds,
  notes: draft.notes,
});

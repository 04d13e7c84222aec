import type { ReactNode } from 'react';
import type { Room } from '@canopy/shared/schemas/rooms';

/**
 * What other features add to a room's card and page, composed in app/routes since features never import
 * each other: the care feature's re-entry chip with Feed, Scout and Treat, the room's latest entries, and
 * the steering feature's days of the room.
 */
export interface RoomSlots {
  /** Under the room's facts, on its card on /rooms and on its page. */
  actions?: (room: Room) => ReactNode;
  /** A section of the room's page after its plants and readings. */
  section?: (room: Room) => ReactNode;
}

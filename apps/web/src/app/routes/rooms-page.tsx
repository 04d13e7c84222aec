import type { ReactNode } from 'react';
import type { Room } from '@canopy/shared/schemas/rooms';
import { RoomCare } from '../../features/care/care-parts';
import { RoomsPanel } from '../../features/rooms/components/rooms-panel';
import type { RoomSlots } from '../../features/rooms/components/room-slots';

/** The care feature's part of each room's card: its re-entry, and Feed, Scout and Treat. */
const roomSlots: RoomSlots = {
  actions: (room: Room) => <RoomCare room={room} />,
};

/** `/rooms` (logged in): every room with its climate and plants. */
export function RoomsPage(): ReactNode {
  return <RoomsPanel slots={roomSlots} />;
}

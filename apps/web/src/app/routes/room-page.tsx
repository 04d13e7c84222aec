import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import type { Room } from '@canopy/shared/schemas/rooms';
import { RoomCare, RoomEntries } from '../../features/care/care-parts';
import { RoomDetails } from '../../features/rooms/components/room-details';
import type { RoomSlots } from '../../features/rooms/components/room-slots';

/** The care feature's part of a room's page: its re-entry, Feed, Scout and Treat, and the latest entries. */
const roomSlots: RoomSlots = {
  actions: (room: Room) => <RoomCare room={room} />,
  section: (room: Room) => <RoomEntries roomId={room._id} />,
};

/** `/rooms/{id}` (logged in). */
export function RoomPage(): ReactNode {
  const { id } = useParams({ from: '/rooms/$id' });
  return <RoomDetails id={id} slots={roomSlots} />;
}

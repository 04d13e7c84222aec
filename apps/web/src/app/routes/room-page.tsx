import type { ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import type { Room } from '@canopy/shared/schemas/rooms';
import { RoomCare, RoomEntries } from '../../features/care/care-parts';
import { RoomDetails } from '../../features/rooms/components/room-details';
import type { RoomSlots } from '../../features/rooms/components/room-slots';
import { SteeringPanel } from '../../features/steering/components/steering-panel';

/**
 * The other features' parts of a room's page: the care feature's re-entry, Feed, Scout and Treat, then the
 * steering feature's days of the room and care's latest entries.
 */
const roomSlots: RoomSlots = {
  actions: (room: Room) => <RoomCare room={room} />,
  section: (room: Room) => (
    <>
      <SteeringPanel room={room} />
      <RoomEntries roomId={room._id} />
    </>
  ),
};

/** `/rooms/{id}` (logged in). */
export function RoomPage(): ReactNode {
  const { id } = useParams({ from: '/rooms/$id' });
  return <RoomDetails id={id} slots={roomSlots} />;
}

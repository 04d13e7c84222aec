import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { canManageClimateProfiles } from '@canopy/shared/permissions';
import type { Room } from '@canopy/shared/schemas/rooms';
import { RoomCare, RoomEntries } from '../../features/care/care-parts';
import { ApplyProfileButton } from '../../features/climate-profiles/components/apply-profile-button';
import { RoomDetails } from '../../features/rooms/components/room-details';
import type { RoomSlots } from '../../features/rooms/components/room-slots';
import { SteeringPanel } from '../../features/steering/components/steering-panel';
import { useSession } from '../../lib/use-session';

/**
 * The other features' parts of a room's page: the care feature's re-entry, Feed, Scout and Treat, then the
 * steering feature's days of the room and care's latest entries.
 */
const roomSlots: RoomSlots = {
  actions: (room: Room) => <RoomActions room={room} />,
  section: (room: Room) => (
    <>
      <SteeringPanel room={room} />
      <RoomEntries roomId={room._id} />
    </>
  ),
};

/** Care's Feed, Scout and Treat, and for staff, applying a stage climate profile to the room's controllers. */
function RoomActions({ room }: { room: Room }): ReactNode {
  const { actor } = useSession();
  return (
    <Stack gap="xs" align="flex-start">
      <RoomCare room={room} />
      {canManageClimateProfiles(actor) ? <ApplyProfileButton room={room} /> : null}
    </Stack>
  );
}

/** `/rooms/{id}` (logged in). */
export function RoomPage(): ReactNode {
  const { id } = useParams({ from: '/rooms/$id' });
  return <RoomDetails id={id} slots={roomSlots} />;
}

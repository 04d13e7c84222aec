import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { Room } from '@canopy/shared/schemas/rooms';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { CareActions } from './care-actions';
import { ReEntryChip } from './re-entry-chip';

/** A room's card and page: its re-entry while it runs, and Feed, Scout and Treat. */
export function RoomCare({ room }: { room: Room }): ReactNode {
  return (
    <Stack gap="xs" align="flex-start">
      <ReEntryChip until={room.reEntryUntil} />
      <CareActions room={room} />
    </Stack>
  );
}

/**
 * A group's phone page (its QR label's): the re-entry of the room it is in, and the room's Feed, Scout and
 * Treat as big buttons among the group's quick actions, the feed's recipe following the group's day.
 */
export function GroupCare({ roomId, groupId }: { roomId: string; groupId: string }): ReactNode {
  const room = useRooms().data?.find((candidate) => candidate._id === roomId);
  if (!room) return null;
  return (
    <>
      <ReEntryChip until={room.reEntryUntil} />
      <CareActions room={room} groupId={groupId} large />
    </>
  );
}

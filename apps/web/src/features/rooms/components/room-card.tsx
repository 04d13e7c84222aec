import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import type { Room } from '@canopy/shared/schemas/rooms';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { RoomReadingsList } from './room-readings-list';
import { RoomFacts } from './room-facts';
import { RoomGroupsList } from './room-groups-list';
import type { RoomSlots } from './room-slots';

/**
 * One room on /rooms: its facts, what other features add under them (`slots.actions`), its devices' latest
 * readings and the plants growing in it.
 */
export function RoomCard({ room, slots = {} }: { room: Room; slots?: RoomSlots }): ReactNode {
  const titleId = `room-${room._id}`;
  return (
    <Card withBorder component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          <AnchorLink to="/rooms/$id" params={{ id: room._id }}>
            <bdi>{room.name}</bdi>
          </AnchorLink>
        </Title>
        <RoomFacts room={room} />
        {slots.actions?.(room)}
        <RoomReadingsList devices={room.devices} />
        <RoomGroupsList groups={room.groups} />
      </Stack>
    </Card>
  );
}

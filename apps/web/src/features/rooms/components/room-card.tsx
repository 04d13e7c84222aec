import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import type { Room } from '@canopy/shared/schemas/rooms';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { RoomReadingsList } from './room-readings-list';
import { RoomFacts } from './room-facts';
import { RoomGroupsList } from './room-groups-list';

/** One room on /rooms: its facts, its devices' latest readings and the plants growing in it. */
export function RoomCard({ room }: { room: Room }): ReactNode {
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
        <RoomReadingsList devices={room.devices} />
        <RoomGroupsList groups={room.groups} />
      </Stack>
    </Card>
  );
}

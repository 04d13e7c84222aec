import { useState, type ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageCrop } from '@canopy/shared/permissions';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useLiveRunUpdates } from '../../../lib/crop/use-live-run-updates';
import { useSession } from '../../../lib/use-session';
import { useRoom } from '../api/get-room';
import { DeleteRoomButton } from './delete-room-button';
import { RoomReadingsList } from './room-readings-list';
import { RoomFacts } from './room-facts';
import { RoomFormModal } from './room-form-modal';
import { RoomGroupsList } from './room-groups-list';
import type { RoomSlots } from './room-slots';
import { Loading } from '../../../components/ui/loading';

/**
 * `/rooms/{id}`: the room's facts, its devices' readings and plants, and what other features add (`slots`:
 * Feed, Scout and Treat, the latest entries); staff edit and delete it.
 */
export function RoomDetails({ id, slots = {} }: { id: string; slots?: RoomSlots }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actor } = useSession();
  const query = useRoom(id);
  useLiveRunUpdates();
  const [editing, setEditing] = useState(false);
  const room = query.data;
  return (
    <Stack gap="md">
      <AnchorLink to="/rooms">{t('rooms.back')}</AnchorLink>
      {query.isPending ? <Loading label={t('rooms.loading')} /> : null}
      <ErrorNotice error={query.error} />
      {room ? (
        <>
          <Group justify="space-between" align="flex-start">
            <Title order={1}>
              <bdi>{room.name}</bdi>
            </Title>
            {canManageCrop(actor) ? (
              <Group gap="xs">
                <Button variant="default" onClick={() => setEditing(true)}>
                  {t('common.edit')}
                </Button>
                <DeleteRoomButton room={room} onDeleted={() => void navigate({ to: '/rooms' })} />
              </Group>
            ) : null}
          </Group>
          <RoomFacts room={room} />
          {slots.actions?.(room)}
          {room.notes ? <Text style={{ whiteSpace: 'pre-wrap' }}>{room.notes}</Text> : null}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <RoomGroupsList groups={room.groups} />
            </Card>
            <Card withBorder>
              <RoomReadingsList devices={room.devices} />
            </Card>
          </SimpleGrid>
          {slots.section?.(room)}
          {editing ? <RoomFormModal room={room} onClose={() => setEditing(false)} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

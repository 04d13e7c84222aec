import { useState, type ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageCrop } from '@canopy/shared/permissions';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useLiveRunUpdates } from '../../../lib/crop/use-live-run-updates';
import { useSession } from '../../../lib/use-session';
import { RoomCard } from './room-card';
import { RoomFormModal } from './room-form-modal';
import type { RoomSlots } from './room-slots';
import { Loading } from '../../../components/ui/loading';

/** `/rooms`: a card per room (with what other features add to it, `slots`); staff add rooms here. */
export function RoomsPanel({ slots }: { slots?: RoomSlots }): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const rooms = useRooms();
  useLiveRunUpdates();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('rooms.title')}</Title>
        {canManageCrop(actor) ? <Button onClick={() => setCreating(true)}>{t('rooms.new')}</Button> : null}
      </Group>
      {rooms.isPending ? <Loading label={t('rooms.loading')} /> : null}
      <ErrorNotice error={rooms.error} />
      {rooms.data?.length === 0 ? <Text>{t('rooms.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {rooms.data?.map((room) => (
          <RoomCard key={room._id} room={room} slots={slots} />
        ))}
      </SimpleGrid>
      {creating ? <RoomFormModal room={null} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}

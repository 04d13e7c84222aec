import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useRoomFeeding } from '../api/get-room-feeding';
import { roomEntries } from '../lib/room-entries';
import { EntryItem } from './entry-item';
import { LatestRows } from './latest-rows';
import { Loading } from '../../../components/ui/loading';

/** Entries the room shows before "Show all". */
export const ROOM_ENTRIES_SHOWN = 8;

/** A room's latest feeds, scouting and treatments, one line per entry whatever groups it applied to. */
export function RoomEntries({ roomId }: { roomId: string }): ReactNode {
  const { t } = useTranslation();
  const query = useRoomFeeding(roomId);
  const entries = query.data ? roomEntries(query.data) : [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="room-entries-title">
      <Title order={2} size="h4" id="room-entries-title">
        {t('care.entries.title')}
      </Title>
      {query.isPending ? <Loading size="sm" label={t('care.entries.loading')} /> : null}
      <ErrorNotice error={query.error} />
      {query.data && entries.length === 0 ? <Text size="sm">{t('care.entries.empty')}</Text> : null}
      {entries.length > 0 ? (
        <LatestRows
          rows={entries}
          count={ROOM_ENTRIES_SHOWN}
          render={(entry) => <EntryItem key={`${entry.kind}-${entry.entryId}`} entry={entry} />}
        />
      ) : null}
    </Stack>
  );
}

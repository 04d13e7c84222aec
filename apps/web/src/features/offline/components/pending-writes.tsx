import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Modal, Popover, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import {
  offlineQueue,
  replayOfflineQueue,
  resubmitWrite,
  useQueuedWrites,
} from '../../../lib/offline-queue/offline-queue';
import { textOf, type QueuedWrite } from '../../../lib/offline-queue/queued-write';
import { useSession } from '../../../lib/use-session';
import { PlainList } from '../../../components/ui/plain-list';

/** The first wait before sending again after a failed send, doubled after each failure up to the last. */
const RETRY_FIRST_MS = 5_000;
const RETRY_LAST_MS = 60_000;

/**
 * Sends what waits when the app starts, when the user logs in, and whenever the network comes back. A
 * send that fails (the network said it was back before it was, the server was restarting) is tried again
 * after a wait that grows, while the browser is online: a write never sits until the next reload.
 */
function useReplay(): void {
  const queryClient = useQueryClient();
  const userId = useSession().actor?.id;
  useEffect(() => {
    if (!userId) return;
    let mounted = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = RETRY_FIRST_MS;
    const replay = () => {
      clearTimeout(retry);
      void replayOfflineQueue(queryClient)
        .catch(() => true)
        .then((stopped) => {
          if (!mounted) return;
          if (!stopped || !navigator.onLine) {
            wait = RETRY_FIRST_MS;
            return;
          }
          retry = setTimeout(replay, wait);
          wait = Math.min(wait * 2, RETRY_LAST_MS);
        });
    };
    replay();
    window.addEventListener('online', replay);
    return () => {
      mounted = false;
      clearTimeout(retry);
      window.removeEventListener('online', replay);
    };
  }, [queryClient, userId]);
}

function EditWrite({ write, onClose }: { write: QueuedWrite; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => textOf(write));
  const send = async () => {
    await resubmitWrite(write, text);
    onClose();
    await replayOfflineQueue(queryClient);
  };
  return (
    <Modal opened onClose={onClose} title={t('offline.editTitle')}>
      <Stack gap="sm">
        <Textarea label={t('offline.text')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <Group>
          <Button onClick={() => void send()} disabled={!text.trim()}>
            {t('offline.send')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function WriteRow({ write, onEdit }: { write: QueuedWrite; onEdit: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="li" data-testid="queued-write">
      <Text size="sm" fw={600}>
        {t(`offline.kinds.${write.kind}`)}
      </Text>
      <Text size="sm" lineClamp={2}>
        {textOf(write)}
      </Text>
      {write.status === 'failed' ? (
        <>
          <Text size="sm" c="red.9">
            {t('offline.refused', { reason: write.error?.message ?? '' })}
          </Text>
          <Group gap="xs">
            {write.textField === null ? null : (
              <Button size="compact-sm" onClick={onEdit}>
                {t('offline.edit')}
              </Button>
            )}
            <Button size="compact-sm" variant="default" onClick={() => void offlineQueue.remove(write.id)}>
              {t('offline.discard')}
            </Button>
          </Group>
        </>
      ) : (
        <Text size="xs">{t('offline.waiting')}</Text>
      )}
    </Stack>
  );
}

/** The header's count of writes waiting on this device, with the list and the refused ones to fix. */
export function PendingWrites(): ReactNode {
  const { t } = useTranslation();
  useReplay();
  const writes = useQueuedWrites();
  const [editing, setEditing] = useState<QueuedWrite | null>(null);
  if (writes.length === 0 && !editing) return null;
  const refused = writes.some((write) => write.status === 'failed');
  return (
    <>
      <Popover position="bottom-end" width={300} shadow="md" trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            size="compact-sm"
            aria-label={t('offline.pendingButton', { count: writes.length })}
          >
            <Badge color={refused ? 'red' : 'canopy'} variant="filled" component="span">
              {writes.length}
            </Badge>
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Text fw={700} size="sm" mb="xs">
            {t('offline.pendingTitle')}
          </Text>
          <PlainList gap="sm">
            {writes.map((write) => (
              <WriteRow key={write.id} write={write} onEdit={() => setEditing(write)} />
            ))}
          </PlainList>
        </Popover.Dropdown>
      </Popover>
      {editing ? <EditWrite write={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

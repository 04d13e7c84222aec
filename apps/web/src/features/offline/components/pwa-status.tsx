import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import { currentLanguage } from '../../../i18n/i18n';
import { useQueuedWrites } from '../../../lib/offline-queue/offline-queue';
import { useOfflineSince } from '../../../lib/pwa/offline-since';
import { onUpdateWaiting } from '../../../lib/pwa/update-waiting';

/** Above the page: reads shown from the cache, writes kept for later, and a new version to load. */
export function PwaStatus(): ReactNode {
  const { t, i18n } = useTranslation();
  const since = useOfflineSince();
  const waiting = useQueuedWrites().filter((write) => write.status === 'pending').length;
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  useEffect(() => onUpdateWaiting((apply) => setApplyUpdate(() => apply)), []);
  if (!since && waiting === 0 && !applyUpdate) return null;
  const time = since
    ? new Intl.DateTimeFormat(LANGUAGE_INFO[currentLanguage(i18n)].locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(since)
    : '';
  return (
    <Stack gap="xs" mb="md">
      {since ? (
        <Alert color="yellow" role="status" data-testid="offline-as-of">
          {t('offline.offlineAsOf', { time })}
        </Alert>
      ) : null}
      {waiting > 0 ? (
        <Alert color="canopy" role="status">
          {t('offline.savedForLater', { count: waiting })}
        </Alert>
      ) : null}
      {applyUpdate ? (
        <Alert color="blue" role="status">
          <Group justify="space-between">
            {t('offline.updateAvailable')}
            <Button size="compact-sm" onClick={applyUpdate}>
              {t('offline.reload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}

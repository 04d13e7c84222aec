import type { ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useRefreshDevices } from '../../lib/devices/api/refresh-devices';

/** The devices page's title, with Refresh: the server asks the device cloud again and the lists reload. */
export function DevicesTitle(): ReactNode {
  const { t } = useTranslation();
  const refresh = useRefreshDevices();
  return (
    <Group justify="space-between">
      <Title order={1}>{t('devices.title')}</Title>
      <Button onClick={() => refresh.mutate()} loading={refresh.isPending}>
        {t('devices.refresh')}
      </Button>
    </Group>
  );
}

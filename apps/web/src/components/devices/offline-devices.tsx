import type { ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { OfflineToggle } from '../../lib/devices/offline-toggle';

/** The offline devices' cards behind a "Show offline (n)" button that the toggle opens and closes. */
export function OfflineDevices({
  count,
  toggle,
  children,
}: {
  count: number;
  toggle: OfflineToggle;
  children: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Button
        variant="light"
        onClick={toggle.toggle}
        aria-expanded={toggle.open}
        style={{ alignSelf: 'flex-start' }}
      >
        {toggle.open ? t('devices.hideOffline') : t('devices.showOffline', { count })}
      </Button>
      {toggle.open ? children : null}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Switch } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import { useCallFunction } from '../../../lib/devices/api/call-function';
import { useSetAlerts } from '../api/set-alerts';

/**
 * 'Get fresh data': getReadings reads and stores what the device reports now; the device and the lists
 * reload after it (useCallFunction). Mantine's loading state is the spinner and keeps it from being re-sent.
 */
export function FreshDataButton({ id, size }: { id: string; size?: 'xs' | 'sm' }): ReactNode {
  const { t } = useTranslation();
  const fresh = useCallFunction();
  return (
    <Button
      size={size}
      loading={fresh.isPending}
      onClick={() => fresh.mutate({ id, functionName: 'getReadings', arg: '' })}
    >
      {t('devices.freshData')}
    </Button>
  );
}

/** 'Get fresh data' and the power-failure alerts switch. */
export function DeviceActions({ id, device }: { id: string; device: ClimateDevice }): ReactNode {
  const { t } = useTranslation();
  const alerts = useSetAlerts();
  return (
    <Group>
      <FreshDataButton id={id} />
      <Switch
        label={t('devices.alerts')}
        checked={device.alertsEnabled}
        onChange={(event) => alerts.mutate({ id, alertsEnabled: event.currentTarget.checked })}
      />
    </Group>
  );
}

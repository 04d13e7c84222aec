import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { waterStatus } from '@canopy/shared/device-status';
import type { WaterDevice } from '@canopy/shared/schemas/water';
import { displayName } from '../../../lib/devices/device-name';
import { DeviceTime } from '../../../components/ui/device-time';
import { DEVICE_STATUS_LABEL } from '../../../lib/devices/status-label';

export interface WaterHeaderProps {
  deviceId: string;
  device: WaterDevice | undefined;
  /** The newest timestamp known: the latest reading's, else the list's. */
  lastTs: number | null | undefined;
}

/** Name, id, status (online when a last timestamp exists, else unknown), firmware and last update. */
export function WaterHeader({ deviceId, device, lastTs }: WaterHeaderProps): ReactNode {
  const { t } = useTranslation();
  // A water meter is online exactly when a timestamp exists. The server applies the same
  // rule to its list, but the latest reading (polled every 15 s) knows about a first reading sooner.
  const status = waterStatus(lastTs);
  return (
    <Stack gap={4}>
      <Group gap="sm" align="center">
        <Title order={1}>{displayName(device?.name || deviceId)}</Title>
        {/* Filled dark shades: Mantine's light badges fall below AA contrast on white. */}
        <Badge variant="filled" color={status === 'online' ? 'canopy.8' : 'gray.7'}>
          {t(DEVICE_STATUS_LABEL[status])}
        </Badge>
      </Group>
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          {t('devices.id')}: <bdi>{deviceId}</bdi>
        </Text>
        <Text size="sm">
          {t('devices.firmware')}: {device?.fwLast ? <bdi>{device.fwLast}</bdi> : '-'}
        </Text>
        <Text size="sm">
          {t('water.lastUpdate')}: <DeviceTime value={lastTs} />
        </Text>
      </Group>
    </Stack>
  );
}

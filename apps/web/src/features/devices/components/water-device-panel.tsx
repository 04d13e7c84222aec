import type { ReactNode } from 'react';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { waterStatus } from '@canopy/shared/device-status';
import { useWaterDevices } from '../api/list-devices';
import { displayName } from '../lib/device-name';
import { BackToDevices } from './back-link';
import { DeviceTime } from './device-time';

/** First slice of the water page: identity and status from the device list; charts and commands follow. */
export function WaterDevicePanel({ deviceId }: { deviceId: string }): ReactNode {
  const { t } = useTranslation();
  const device = useWaterDevices().data?.find((d) => d.deviceId === deviceId);
  const status = device?.status ?? waterStatus(device?.lastTs);
  return (
    <Stack gap="md">
      <BackToDevices />
      <Title order={1}>{displayName(device?.name || deviceId)}</Title>
      <Text>
        {t('devices.id')}: <bdi>{deviceId}</bdi>
      </Text>
      <Badge color={status === 'online' ? 'green' : 'gray'}>{t(`devices.${status}`)}</Badge>
      <Text>
        {t('devices.firmware')}: {device?.fwLast ? <bdi>{device.fwLast}</bdi> : '-'}
      </Text>
      <Text>
        {t('devices.lastTimestamp')}: <DeviceTime value={device?.lastTs} />
      </Text>
    </Stack>
  );
}

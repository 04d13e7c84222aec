import type { ReactNode } from 'react';
import { Badge, Card, Stack, Table, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { waterStatus } from '@canopy/shared/device-status';
import type { WaterDevice } from '../api/device-schemas';
import { displayName } from '../lib/device-name';
import { DeviceTime } from './device-time';
import { useCardNavigation } from './use-card-navigation';
import { Value } from './value';

/** Older firmware spells the rate keys three ways (SPEC section 3). */
const rateOf = (d: WaterDevice, side: 'in' | 'out') =>
  side === 'in' ? (d.inRate_lpm ?? d.inRate ?? d.inRateLpm) : (d.outRate_lpm ?? d.outRate ?? d.outRateLpm);

export function WaterCard({ device }: { device: WaterDevice }): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = device.status ?? waterStatus(device.lastTs);
  const name = displayName(device.name || device.deviceId);
  const handlers = useCardNavigation(
    () => void navigate({ to: '/devices/water/$deviceId', params: { deviceId: device.deviceId } }),
  );
  const rows: [string, ReactNode][] = [
    [t('devices.id'), <bdi key="id">{device.deviceId}</bdi>],
    [t('devices.inRate'), <Value key="ir" value={rateOf(device, 'in')} unit="lpm" />],
    [t('devices.outRate'), <Value key="or" value={rateOf(device, 'out')} unit="lpm" />],
    [t('devices.inTotal'), <Value key="it" value={device.lastInTotal} unit="l" />],
    [t('devices.outTotal'), <Value key="ot" value={device.lastOutTotal} unit="l" />],
    [t('devices.firmware'), device.fwLast ? <bdi key="fw">{device.fwLast}</bdi> : '-'],
    [t('devices.lastTimestamp'), <DeviceTime key="ts" value={device.lastTs} />],
  ];
  return (
    <Card
      withBorder
      component="article"
      tabIndex={0}
      aria-label={t('devices.openDevice', { name })}
      style={{ cursor: 'pointer' }}
      {...handlers}
    >
      <Stack gap="xs">
        <Title order={3} size="h4">
          {name}
        </Title>
        <Badge color={status === 'online' ? 'green' : 'gray'}>{t(`devices.${status}`)}</Badge>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Badge, Group, Table, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { WaterDevice } from '@canopy/shared/schemas/water';
import { displayName } from '../../../lib/devices/device-name';
import { DeviceTime } from '../../../components/ui/device-time';
import { AlertMarkBadge, LimitMark, type CardAlertMark } from '../../../components/devices/alert-mark';
import { Value } from '../../../components/devices/value';
import { DEVICE_STATUS_LABEL } from '../../../lib/devices/status-label';
import { DeviceCard } from '../../../components/devices/device-card';

export function WaterCard({
  device,
  alertMark,
}: {
  device: WaterDevice;
  alertMark?: CardAlertMark;
}): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = displayName(device.name || device.deviceId);
  const open = () => void navigate({ to: '/devices/water/$deviceId', params: { deviceId: device.deviceId } });
  const rate = (side: 'in' | 'out') => (
    <>
      <Value value={side === 'in' ? device.inRate_lpm : device.outRate_lpm} unit="lpm" />
      <LimitMark value={null} alerted={alertMark?.metrics.has(`${side}Rate_lpm`)} />
    </>
  );
  const rows: [string, ReactNode][] = [
    [t('devices.id'), <bdi key="id">{device.deviceId}</bdi>],
    [t('devices.inRate'), rate('in')],
    [t('devices.outRate'), rate('out')],
    [t('devices.inTotal'), <Value key="it" value={device.lastInTotal} unit="l" />],
    [t('devices.outTotal'), <Value key="ot" value={device.lastOutTotal} unit="l" />],
    [t('devices.firmware'), device.fwLast ? <bdi key="fw">{device.fwLast}</bdi> : '-'],
    [t('devices.lastTimestamp'), <DeviceTime key="ts" value={device.lastTs} />],
  ];
  return (
    <DeviceCard name={name} alertMark={alertMark} onOpen={open}>
      <Title order={3} size="h4">
        {name}
      </Title>
      <Group gap="xs">
        <Badge color={device.status === 'online' ? 'green' : 'gray'}>
          {t(DEVICE_STATUS_LABEL[device.status])}
        </Badge>
        <AlertMarkBadge mark={alertMark} />
      </Group>
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
    </DeviceCard>
  );
}

import type { ReactNode } from 'react';
import { Badge, Group, Table, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { SoilDevice } from '@canopy/shared/schemas/devices';
import { DeviceCropLine } from '../../../components/crop/device-crop-line';
import { useSoilLatest } from '../../../lib/devices/api/soil-latest';
import { displayName } from '../../../lib/devices/device-name';
import { SOIL_VALUES } from '../../../lib/devices/soil-values';
import { AlertMarkBadge, LimitMark, type CardAlertMark } from '../../../components/devices/alert-mark';
import { Value } from '../../../components/devices/value';
import { DeviceCard } from '../../../components/devices/device-card';

export interface SoilCardProps {
  device: SoilDevice;
  alertMark?: CardAlertMark;
}

/** Soil values are always shown to 2 decimals, or '-'; the card opens the soil history page. */
export function SoilCard({ device, alertMark }: SoilCardProps): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => void navigate({ to: '/devices/soil/$deviceId', params: { deviceId: device.deviceId } });
  const name = displayName(device.name || device.deviceId);
  const latest = useSoilLatest(device.deviceId).data;
  const data = latest?.data;
  const online = device.status === 'online';
  return (
    <DeviceCard name={name} alertMark={alertMark} onOpen={open}>
      <Title order={3} size="h4">
        {name}
      </Title>
      <DeviceCropLine crop={device.crop} />
      <Group gap="xs">
        {data ? (
          <Badge color={data.in_medium ? 'teal' : 'orange'}>
            {t(data.in_medium ? 'devices.inMedium' : 'devices.inAir')}
          </Badge>
        ) : null}
        <Badge color={online ? 'green' : 'gray'}>{t(online ? 'devices.online' : 'devices.offline')}</Badge>
        <AlertMarkBadge mark={alertMark} />
      </Group>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {SOIL_VALUES.map(({ metric, labelKey, unit }) => (
            <Table.Tr key={metric}>
              <Table.Th scope="row">{t(labelKey)}</Table.Th>
              <Table.Td>
                <Value value={data?.[metric]} unit={unit} digits={2} />
                <LimitMark value={data?.[metric]} alerted={alertMark?.metrics.has(metric)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DeviceCard>
  );
}

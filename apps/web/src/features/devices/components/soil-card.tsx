import { useId, type ReactNode } from 'react';
import { Badge, Card, Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { soilStatus } from '@canopy/shared/device-status';
import type { SoilDevice } from '../api/device-schemas';
import { useSoilLatest } from '../api/soil-latest';
import { displayName } from '../lib/device-name';
import { Value } from './value';

export interface SoilCardProps {
  device: SoilDevice;
  nowMs: number;
}

/** Soil values are always shown to 2 decimals, or '-' (SPEC section 2). */
export function SoilCard({ device, nowMs }: SoilCardProps): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const latest = useSoilLatest(device.deviceId).data;
  const data = latest?.data;
  const online = (device.status ?? soilStatus(latest?.ts ?? device.ts, nowMs)) === 'online';
  const rows: [string, number | null | undefined, string | undefined][] = [
    [t('devices.moisture'), data?.moisture_pct, '%'],
    [t('devices.temperature'), data?.temp_c, '°C'],
    [t('devices.ec'), data?.ec_mscm, 'mS/cm'],
    [t('devices.ph'), data?.ph, undefined],
    [t('devices.nitrogen'), data?.n_mgkg, 'mg/kg'],
    [t('devices.phosphorus'), data?.p_mgkg, 'mg/kg'],
    [t('devices.potassium'), data?.k_mgkg, 'mg/kg'],
  ];
  return (
    <Card withBorder component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {displayName(device.name || device.deviceId)}
        </Title>
        <Group gap="xs">
          {typeof data?.in_medium === 'boolean' ? (
            <Badge color={data.in_medium ? 'teal' : 'orange'}>
              {t(data.in_medium ? 'devices.inMedium' : 'devices.inAir')}
            </Badge>
          ) : null}
          <Badge color={online ? 'green' : 'gray'}>{t(online ? 'devices.online' : 'devices.offline')}</Badge>
        </Group>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {rows.map(([label, value, unit]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>
                  <Value value={value} unit={unit} digits={2} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

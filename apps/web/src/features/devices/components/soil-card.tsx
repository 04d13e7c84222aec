import { useId, type ReactNode } from 'react';
import { Badge, Card, Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { soilStatus } from '@canopy/shared/device-status';
import type { SoilDevice } from '../api/device-schemas';
import { useSoilLatest } from '../api/soil-latest';
import { displayName } from '../lib/device-name';
import { AlertMarkBadge, alertBorder, LimitMark, type CardAlertMark } from './alert-mark';
import { Value } from './value';

export interface SoilCardProps {
  device: SoilDevice;
  nowMs: number;
  alertMark?: CardAlertMark;
}

/** Soil values are always shown to 2 decimals, or '-' (SPEC section 2). */
export function SoilCard({ device, nowMs, alertMark }: SoilCardProps): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const latest = useSoilLatest(device.deviceId).data;
  const data = latest?.data;
  const online = (device.status ?? soilStatus(latest?.ts ?? device.ts, nowMs)) === 'online';
  const rows: [string, number | null | undefined, string | undefined, string][] = [
    [t('devices.moisture'), data?.moisture_pct, '%', 'moisture_pct'],
    [t('devices.temperature'), data?.temp_c, '°C', 'temp_c'],
    [t('devices.ec'), data?.ec_mscm, 'mS/cm', 'ec_mscm'],
    [t('devices.ph'), data?.ph, undefined, 'ph'],
    [t('devices.nitrogen'), data?.n_mgkg, 'mg/kg', 'n_mgkg'],
    [t('devices.phosphorus'), data?.p_mgkg, 'mg/kg', 'p_mgkg'],
    [t('devices.potassium'), data?.k_mgkg, 'mg/kg', 'k_mgkg'],
  ];
  return (
    <Card withBorder component="article" aria-labelledby={titleId} style={alertBorder(alertMark)}>
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
          <AlertMarkBadge mark={alertMark} />
        </Group>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {rows.map(([label, value, unit, metric]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>
                  <Value value={value} unit={unit} digits={2} />
                  <LimitMark value={value} alerted={alertMark?.metrics.has(metric)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

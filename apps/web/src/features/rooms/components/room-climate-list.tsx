import type { ReactNode } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoomDevice } from '@canopy/shared/schemas/rooms';
import { Value } from '../../../components/devices/value';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { displayName } from '../../../lib/devices/device-name';
import { roomClimate } from '../lib/room-climate';

/** The latest temperature, humidity and VPD of each device in the room ('-' before its first reading). */
export function RoomClimateList({ devices }: { devices: readonly RoomDevice[] }): ReactNode {
  const { t } = useTranslation();
  const rows = roomClimate(devices);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('rooms.climate')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm">{t('rooms.noDevices')}</Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rooms.devices')}</Table.Th>
              <Table.Th>{t('devices.temperature')}</Table.Th>
              <Table.Th>{t('devices.humidity')}</Table.Th>
              <Table.Th>{t('devices.vpd')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm" span>
                    <AnchorLink to="/device/$id" params={{ id: row.id }}>
                      <bdi>{displayName(row.name || row.id)}</bdi>
                    </AnchorLink>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Value value={row.temperature} unit="°C" digits={1} />
                </Table.Td>
                <Table.Td>
                  <Value value={row.humidity} unit="%" digits={0} />
                </Table.Td>
                <Table.Td>
                  <Value value={row.vpd} unit="kPa" digits={2} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { RoomDevice } from '@canopy/shared/schemas/rooms';
import { Value } from '../../../components/devices/value';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { displayName } from '../../../lib/devices/device-name';
import { READING_COLUMNS, roomReadings, type ReadingKind } from '../lib/room-readings';

/** A device's page: the climate page, or the soil sensor's or water meter's own. */
function DeviceLink({ kind, id, name }: { kind: ReadingKind; id: string; name: string }): ReactNode {
  const shown = <bdi>{displayName(name || id)}</bdi>;
  if (kind === 'soil') {
    return (
      <AnchorLink to="/devices/soil/$deviceId" params={{ deviceId: id }}>
        {shown}
      </AnchorLink>
    );
  }
  if (kind === 'water') {
    return (
      <AnchorLink to="/devices/water/$deviceId" params={{ deviceId: id }}>
        {shown}
      </AnchorLink>
    );
  }
  return (
    <AnchorLink to="/device/$id" params={{ id }}>
      {shown}
    </AnchorLink>
  );
}

/**
 * The latest values of each device in the room, a table per kind: climate controllers' temperature,
 * humidity and VPD, soil sensors' moisture, temperature, EC and pH, water meters' flow in and out ('-'
 * before a device's first reading).
 */
export function RoomReadingsList({ devices }: { devices: readonly RoomDevice[] }): ReactNode {
  const { t } = useTranslation();
  const groups = roomReadings(devices);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('rooms.readings')}
      </Text>
      {groups.length === 0 ? <Text size="sm">{t('rooms.noDevices')}</Text> : null}
      {groups.map(({ kind, devices: rows }) => (
        <Table
          key={kind}
          withRowBorders={false}
          verticalSpacing={2}
          horizontalSpacing={6}
          fz="sm"
          captionSide="top"
        >
          <Table.Caption ta="start">{t(`rooms.deviceKinds.${kind}`)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rooms.devices')}</Table.Th>
              {READING_COLUMNS[kind].map((column) => (
                <Table.Th key={column.path.join('.')}>{t(column.labelKey)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm" span>
                    <DeviceLink kind={kind} id={row.id} name={row.name} />
                  </Text>
                </Table.Td>
                {READING_COLUMNS[kind].map((column, index) => (
                  <Table.Td key={column.path.join('.')}>
                    <Value value={row.values[index]} unit={column.unit} digits={column.digits} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </Stack>
  );
}

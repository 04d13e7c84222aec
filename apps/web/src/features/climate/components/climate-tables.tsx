import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import type { ThresholdPeriod } from '@canopy/shared/thresholds';
import { climateThresholds, dayNightOf, hasReadings, socketOf } from '../../../lib/devices/climate-view';
import { LimitMark } from '../../../components/devices/alert-mark';
import { Value } from '../../../components/devices/value';
import type { TranslationKey } from '../../../i18n/translation-key';

const rows = (pairs: [string, ReactNode][]) =>
  pairs.map(([label, value]) => (
    <Table.Tr key={label}>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  ));

/**
 * CO2, temperature, humidity, VPD, light, day/night and preset; 'no data' before the first reading. A value
 * outside the current phase's thresholds, or one an unresolved alert is about, is marked with an icon and
 * words, never colour alone.
 */
export function ReadingsTable({
  device,
  alertedMetrics,
}: {
  device: ClimateDevice;
  alertedMetrics?: ReadonlySet<string>;
}): ReactNode {
  const { t } = useTranslation();
  if (!hasReadings(device)) return <Text c="dimmed">{t('devices.noData')}</Text>;
  const dayNight = dayNightOf(device);
  const thresholds = climateThresholds(device);
  // Without a known phase, only a value outside both phases' limits is certainly out of range.
  const phase = dayNight === null ? null : dayNight ? thresholds.day : thresholds.night;
  const marked = (key: 'co2' | 'temperature' | 'humidity' | 'vpd', unit: string) => (
    <>
      <Value value={device[key]} unit={unit} />
      <LimitMark
        value={device[key]}
        range={key !== 'vpd' && phase ? phase[key] : undefined}
        alerted={alertedMetrics?.has(key)}
      />
    </>
  );
  return (
    <Table withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {rows([
          [t('devices.co2'), marked('co2', 'ppm')],
          [t('devices.temperature'), marked('temperature', '°C')],
          [t('devices.humidity'), marked('humidity', '%')],
          [t('devices.vpd'), marked('vpd', 'kPa')],
          [
            t('devices.light'),
            <Value
              key="l"
              value={device.light ?? (device.lightStatus === null ? null : String(device.lightStatus))}
            />,
          ],
          [t('devices.dayNight'), dayNight === null ? '-' : t(dayNight ? 'devices.day' : 'devices.night')],
          [t('devices.preset'), device.preset || '-'],
        ])}
      </Table.Tbody>
    </Table>
  );
}

function PeriodTable({ caption, period }: { caption: string; period: ThresholdPeriod }): ReactNode {
  const { t } = useTranslation();
  const line = (label: string, range: ThresholdPeriod['co2'], unit: string) => (
    <Table.Tr key={label}>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>
        <Value value={range.min} unit={unit} />
      </Table.Td>
      <Table.Td>
        <Value value={range.max} unit={unit} />
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Table withRowBorders={false} verticalSpacing={2} captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('devices.parameter')}</Table.Th>
          <Table.Th>{t('devices.min')}</Table.Th>
          <Table.Th>{t('devices.max')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {line(t('devices.temperature'), period.temperature, '°C')}
        {line(t('devices.humidity'), period.humidity, '%')}
        {line(t('devices.co2'), period.co2, 'ppm')}
      </Table.Tbody>
    </Table>
  );
}

export function ThresholdTables({ device }: { device: ClimateDevice }): ReactNode {
  const { t } = useTranslation();
  const thresholds = climateThresholds(device);
  return (
    <>
      <PeriodTable caption={t('devices.dayThresholds')} period={thresholds.day} />
      <PeriodTable caption={t('devices.nightThresholds')} period={thresholds.night} />
    </>
  );
}

const SOCKET_PARAMETER: Record<'temperature' | 'humidity' | 'co2', TranslationKey> = {
  temperature: 'devices.temperature',
  humidity: 'devices.humidity',
  co2: 'devices.co2',
};

/** Which socket drives temperature, humidity and CO2, with that socket's state when the device reports it. */
export function SocketsTable({ device }: { device: ClimateDevice }): ReactNode {
  const { t } = useTranslation();
  const states = device.socketStates;
  const keys = ['temperature', 'humidity', 'co2'] as const;
  return (
    <Table withRowBorders={false} verticalSpacing={2} captionSide="top">
      <Table.Caption>{t('devices.sockets')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('devices.parameter')}</Table.Th>
          <Table.Th>{t('devices.socket')}</Table.Th>
          <Table.Th>{t('devices.state')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((key) => {
          const socket = socketOf(device, key);
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(SOCKET_PARAMETER[key])}</Table.Th>
              <Table.Td>{socket ?? '-'}</Table.Td>
              <Table.Td>{(socket && states[socket]) ?? '-'}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

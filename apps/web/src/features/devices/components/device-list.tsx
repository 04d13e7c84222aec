import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SoilDevice } from '@canopy/shared/schemas/devices';
import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import { DeviceCropLine } from '../../../components/crop/device-crop-line';
import type { WaterDevice } from '@canopy/shared/schemas/water';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { useSoilLatest } from '../../../lib/devices/api/soil-latest';
import { climateName, climateOnline } from '../../../lib/devices/climate-view';
import { displayName } from '../../../lib/devices/device-name';
import { currentRanges } from '../lib/reading-ranges';
import { SOIL_VALUES } from '../../../lib/devices/soil-values';
import { AlertMarkBadge, type CardAlertMark } from '../../../components/devices/alert-mark';
import { ListReading, OnlineDot } from './list-reading';
import { TemperatureSparkline } from './sparkline';

function Row({
  online,
  link,
  mark,
  trend,
  crop,
  children,
}: {
  online: boolean;
  /** The name as a link to the device's own page. */
  link: ReactNode;
  mark?: CardAlertMark;
  trend?: ReactNode;
  /** The device's room and run, when it is in one. */
  crop?: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <Paper component="li" withBorder p="xs" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <OnlineDot online={online} />
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {link}
            </Text>
            <AlertMarkBadge mark={mark} />
          </Group>
          {trend}
        </Group>
        {crop}
        <SimpleGrid cols={4} spacing={6}>
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function ClimateRow({ device, mark }: { device: ClimateDevice; mark?: CardAlertMark }): ReactNode {
  const { t } = useTranslation();
  const ranges = currentRanges(device);
  return (
    <Row
      online={climateOnline(device)}
      link={
        <AnchorLink to="/device/$id" params={{ id: device.id }}>
          <bdi>{displayName(climateName(device))}</bdi>
        </AnchorLink>
      }
      mark={mark}
      trend={<TemperatureSparkline id={device.id} />}
      crop={<DeviceCropLine crop={device.crop} />}
    >
      <ListReading
        label={t('devices.temperature')}
        value={device.temperature}
        unit="°C"
        range={ranges?.temperature}
      />
      <ListReading label={t('devices.humidity')} value={device.humidity} unit="%" range={ranges?.humidity} />
      <ListReading label={t('devices.co2')} value={device.co2} unit="ppm" range={ranges?.co2} />
      <ListReading label={t('devices.vpd')} value={device.vpd} unit="kPa" />
    </Row>
  );
}

/** Soil sensors show the first four of the values their card shows, to 2 decimals as there. */
function SoilRow({ device, mark }: { device: SoilDevice; mark?: CardAlertMark }): ReactNode {
  const { t } = useTranslation();
  const data = useSoilLatest(device.deviceId).data?.data;
  return (
    <Row
      online={device.status === 'online'}
      link={
        <AnchorLink to="/devices/soil/$deviceId" params={{ deviceId: device.deviceId }}>
          <bdi>{displayName(device.name || device.deviceId)}</bdi>
        </AnchorLink>
      }
      mark={mark}
    >
      {SOIL_VALUES.slice(0, 4).map(({ metric, labelKey, unit }) => (
        <ListReading key={metric} label={t(labelKey)} value={data?.[metric]} unit={unit} digits={2} />
      ))}
    </Row>
  );
}

function WaterRow({ device, mark }: { device: WaterDevice; mark?: CardAlertMark }): ReactNode {
  const { t } = useTranslation();
  return (
    <Row
      online={device.status === 'online'}
      link={
        <AnchorLink to="/devices/water/$deviceId" params={{ deviceId: device.deviceId }}>
          <bdi>{displayName(device.name || device.deviceId)}</bdi>
        </AnchorLink>
      }
      mark={mark}
    >
      <ListReading label={t('devices.inRate')} value={device.inRate_lpm} unit="lpm" />
      <ListReading label={t('devices.outRate')} value={device.outRate_lpm} unit="lpm" />
      <ListReading label={t('devices.inTotal')} value={device.lastInTotal} unit="l" />
      <ListReading label={t('devices.outTotal')} value={device.lastOutTotal} unit="l" />
    </Row>
  );
}

export interface DeviceListProps {
  climate: ClimateDevice[];
  soil: SoilDevice[];
  water: WaterDevice[];
  markOf: (id: string) => CardAlertMark | undefined;
}

/** The compact list of the devices page on a phone: one row per device, online first. */
export function DeviceList({ climate, soil, water, markOf }: DeviceListProps): ReactNode {
  const { t } = useTranslation();
  const rows = [
    ...climate.map((d) => ({
      online: climateOnline(d),
      node: <ClimateRow key={`c-${d.id}`} device={d} mark={markOf(d.id)} />,
    })),
    ...soil.map((d) => ({
      online: d.status === 'online',
      node: <SoilRow key={`s-${d.deviceId}`} device={d} mark={markOf(d.deviceId)} />,
    })),
    ...water.map((d) => ({
      online: d.status === 'online',
      node: <WaterRow key={`w-${d.deviceId}`} device={d} mark={markOf(d.deviceId)} />,
    })),
  ];
  const ordered = [...rows.filter((r) => r.online), ...rows.filter((r) => !r.online)];
  if (ordered.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('floor.listCaption')}>
      {ordered.map((row) => row.node)}
    </Stack>
  );
}

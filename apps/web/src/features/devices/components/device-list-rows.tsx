import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClimateDevice, SoilDevice } from '@canopy/shared/schemas/devices';
import type { WaterDevice } from '@canopy/shared/schemas/water';
import { DeviceCropLine } from '../../../components/crop/device-crop-line';
import type { CardAlertMark } from '../../../components/devices/alert-mark';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { useSoilLatest } from '../../../lib/devices/api/soil-latest';
import { climateName, climateOnline } from '../../../lib/devices/climate-view';
import { displayName } from '../../../lib/devices/device-name';
import { SOIL_VALUES } from '../../../lib/devices/soil-values';
import { currentRanges } from '../lib/reading-ranges';
import { DeviceListRow } from './device-list-row';
import { ListReading } from './list-reading';
import { TemperatureSparkline } from './sparkline';

/** A row redraws only when its device or its alert mark changes, not on every change of the lists. */
export const ClimateRow = memo(function ClimateRow({
  device,
  mark,
}: {
  device: ClimateDevice;
  mark?: CardAlertMark;
}): ReactNode {
  const { t } = useTranslation();
  const ranges = currentRanges(device);
  const name = displayName(climateName(device));
  // A router link works out its address as it renders: a new reading need not draw it again.
  const link = useMemo(
    () => (
      <AnchorLink to="/device/$id" params={{ id: device.id }}>
        <bdi>{name}</bdi>
      </AnchorLink>
    ),
    [device.id, name],
  );
  return (
    <DeviceListRow
      online={climateOnline(device)}
      link={link}
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
    </DeviceListRow>
  );
});

/** Soil sensors show the first four of the values their card shows, to 2 decimals as there. */
export const SoilRow = memo(function SoilRow({
  device,
  mark,
}: {
  device: SoilDevice;
  mark?: CardAlertMark;
}): ReactNode {
  const { t } = useTranslation();
  const data = useSoilLatest(device.deviceId).data?.data;
  const name = displayName(device.name || device.deviceId);
  const link = useMemo(
    () => (
      <AnchorLink to="/devices/soil/$deviceId" params={{ deviceId: device.deviceId }}>
        <bdi>{name}</bdi>
      </AnchorLink>
    ),
    [device.deviceId, name],
  );
  return (
    <DeviceListRow online={device.status === 'online'} link={link} mark={mark}>
      {SOIL_VALUES.slice(0, 4).map(({ metric, labelKey, unit }) => (
        <ListReading key={metric} label={t(labelKey)} value={data?.[metric]} unit={unit} digits={2} />
      ))}
    </DeviceListRow>
  );
});

export const WaterRow = memo(function WaterRow({
  device,
  mark,
}: {
  device: WaterDevice;
  mark?: CardAlertMark;
}): ReactNode {
  const { t } = useTranslation();
  const name = displayName(device.name || device.deviceId);
  const link = useMemo(
    () => (
      <AnchorLink to="/devices/water/$deviceId" params={{ deviceId: device.deviceId }}>
        <bdi>{name}</bdi>
      </AnchorLink>
    ),
    [device.deviceId, name],
  );
  return (
    <DeviceListRow online={device.status === 'online'} link={link} mark={mark}>
      <ListReading label={t('devices.inRate')} value={device.inRate_lpm} unit="lpm" />
      <ListReading label={t('devices.outRate')} value={device.outRate_lpm} unit="lpm" />
      <ListReading label={t('devices.inTotal')} value={device.lastInTotal} unit="l" />
      <ListReading label={t('devices.outTotal')} value={device.lastOutTotal} unit="l" />
    </DeviceListRow>
  );
});

import { memo, type ReactNode } from 'react';
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

/**
 * The device's name as a link to its page. Memoised: a router link works out its address as it renders,
 * and a new reading, which redraws the row, changes neither.
 */
const NameLink = memo(function NameLink({
  kind,
  id,
  name,
}: {
  kind: 'climate' | 'soil' | 'water';
  id: string;
  name: string;
}): ReactNode {
  const label = <bdi>{displayName(name)}</bdi>;
  if (kind === 'climate') {
    return (
      <AnchorLink to="/device/$id" params={{ id }}>
        {label}
      </AnchorLink>
    );
  }
  return (
    <AnchorLink to={`/devices/${kind}/$deviceId`} params={{ deviceId: id }}>
      {label}
    </AnchorLink>
  );
});

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
  return (
    <DeviceListRow
      online={climateOnline(device)}
      link={<NameLink kind="climate" id={device.id} name={climateName(device)} />}
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
  return (
    <DeviceListRow
      online={device.status === 'online'}
      link={<NameLink kind="soil" id={device.deviceId} name={device.name || device.deviceId} />}
      mark={mark}
    >
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
  return (
    <DeviceListRow
      online={device.status === 'online'}
      link={<NameLink kind="water" id={device.deviceId} name={device.name || device.deviceId} />}
      mark={mark}
    >
      <ListReading label={t('devices.inRate')} value={device.inRate_lpm} unit="lpm" />
      <ListReading label={t('devices.outRate')} value={device.outRate_lpm} unit="lpm" />
      <ListReading label={t('devices.inTotal')} value={device.lastInTotal} unit="l" />
      <ListReading label={t('devices.outTotal')} value={device.lastOutTotal} unit="l" />
    </DeviceListRow>
  );
});

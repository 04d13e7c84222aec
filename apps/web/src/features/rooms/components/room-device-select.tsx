import type { ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';
import type { DeviceCropContext } from '@canopy/shared/schemas/rooms';
import { useTranslation } from '../../../i18n/use-translation';
import { useClimateDevices } from '../../../lib/devices/api/list-climate-devices';
import { useSoilDevices } from '../../../lib/devices/api/list-soil-devices';
import { useWaterDevices } from '../../../lib/devices/api/list-water-devices';
import { climateName } from '../../../lib/devices/climate-view';
import { displayName } from '../../../lib/devices/device-name';

export interface RoomDeviceSelectProps {
  /** The room being edited; null for a new one. */
  roomId: string | null;
  value: string[];
  onChange: (deviceIds: string[]) => void;
  error?: string | undefined;
}

interface Choice {
  id: string;
  name: string;
  crop?: DeviceCropContext | null | undefined;
}

/**
 * The devices to put in the room, by kind; one in another room says so, since choosing it moves it (the
 * water meters' list does not carry their room).
 */
export function RoomDeviceSelect({ roomId, value, onChange, error }: RoomDeviceSelectProps): ReactNode {
  const { t } = useTranslation();
  const climate = (useClimateDevices().data ?? []).map((d) => ({
    id: d.id,
    name: climateName(d),
    crop: d.crop,
  }));
  const soil = (useSoilDevices().data ?? []).map((d) => ({ id: d.deviceId, name: d.name, crop: d.crop }));
  const water = (useWaterDevices().data ?? []).map((d) => ({ id: d.deviceId, name: d.name }));
  const option = (device: Choice) => {
    const name = displayName(device.name);
    const elsewhere = device.crop && device.crop.roomId !== roomId ? device.crop.roomName : null;
    return {
      value: device.id,
      label: elsewhere ? t('rooms.deviceInRoom', { device: name, room: elsewhere }) : name,
    };
  };
  const data = [
    { group: t('rooms.deviceKinds.climate'), items: climate.map(option) },
    { group: t('rooms.deviceKinds.soil'), items: soil.map(option) },
    { group: t('rooms.deviceKinds.water'), items: water.map(option) },
  ].filter((group) => group.items.length > 0);
  return (
    <MultiSelect
      label={t('rooms.devices')}
      description={t('rooms.devicesHint')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

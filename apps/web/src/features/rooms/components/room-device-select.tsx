import type { ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClimateDevices } from '../../../lib/devices/api/list-devices';
import { climateName } from '../../../lib/devices/climate-view';
import { displayName } from '../../../lib/devices/device-name';

export interface RoomDeviceSelectProps {
  /** The room being edited; null for a new one. */
  roomId: string | null;
  value: string[];
  onChange: (deviceIds: string[]) => void;
  error?: string | undefined;
}

/** The climate devices to put in the room; one in another room says so, since choosing it moves it. */
export function RoomDeviceSelect({ roomId, value, onChange, error }: RoomDeviceSelectProps): ReactNode {
  const { t } = useTranslation();
  const devices = useClimateDevices().data ?? [];
  const data = devices.map((device) => {
    const name = displayName(climateName(device));
    const elsewhere = device.crop && device.crop.roomId !== roomId ? device.crop.roomName : null;
    return {
      value: device.id,
      label: elsewhere ? t('rooms.deviceInRoom', { device: name, room: elsewhere }) : name,
    };
  });
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

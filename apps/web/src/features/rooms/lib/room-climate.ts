import type { RoomDevice } from '@canopy/shared/schemas/rooms';

export interface DeviceClimate {
  id: string;
  name: string;
  temperature: number | null;
  humidity: number | null;
  vpd: number | null;
}

const numberAt = (latest: Record<string, unknown> | null, key: string): number | null => {
  const value = latest?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The climate readings of each device that has any: a soil or water device shows none of them. */
export function roomClimate(devices: readonly RoomDevice[]): DeviceClimate[] {
  return devices
    .map((device) => ({
      id: device._id,
      name: device.name,
      temperature: numberAt(device.latest, 'temperature'),
      humidity: numberAt(device.latest, 'humidity'),
      vpd: numberAt(device.latest, 'vpd'),
    }))
    .filter((climate) => climate.temperature !== null || climate.humidity !== null || climate.vpd !== null);
}

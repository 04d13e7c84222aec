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

/** The latest temperature, humidity and VPD of each device; null where it has not reported one. */
export function roomClimate(devices: readonly RoomDevice[]): DeviceClimate[] {
  return devices.map((device) => ({
    id: device._id,
    name: device.name,
    temperature: numberAt(device.latest, 'temperature'),
    humidity: numberAt(device.latest, 'humidity'),
    vpd: numberAt(device.latest, 'vpd'),
  }));
}

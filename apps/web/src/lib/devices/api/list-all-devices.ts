import type { DeviceKind } from '@canopy/shared/device-contract';
import { climateListItemsSchema, soilDeviceListSchema } from '@canopy/shared/schemas/devices';
import { waterDeviceListSchema } from '@canopy/shared/schemas/water';
import { apiRequest } from '../../api-client';
import { displayName } from '../device-name';

/** A device of any kind, by the name the devices page shows. */
export interface AnyDevice {
  id: string;
  name: string;
  kind: DeviceKind;
}

/** As the devices page shows it (spaces for underscores), or the id for a device without a name. */
const named = (name: string, id: string) => displayName(name.trim()) || id;

/** Every device, climate, soil and water, for the pickers that choose among all of them. */
export async function listAllDevices(): Promise<AnyDevice[]> {
  const [climate, soil, water] = await Promise.all([
    apiRequest('/devices/particle', { schema: climateListItemsSchema }),
    apiRequest('/sensor-data/soil7in1/devices', { schema: soilDeviceListSchema }),
    apiRequest('/water-in-out/devices', { schema: waterDeviceListSchema }),
  ]);
  return [
    ...climate.map((d) => ({
      id: d.id.toLowerCase(),
      name: named(d.customName || d.name, d.id),
      kind: 'climate' as const,
    })),
    ...soil.map((d) => ({
      id: d.deviceId.toLowerCase(),
      name: named(d.name, d.deviceId),
      kind: 'soil' as const,
    })),
    ...water.map((d) => ({
      id: d.deviceId.toLowerCase(),
      name: named(d.name, d.deviceId),
      kind: 'water' as const,
    })),
  ];
}

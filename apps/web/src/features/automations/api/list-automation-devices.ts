import { useQuery } from '@tanstack/react-query';
import { climateListItemsSchema, soilDeviceListSchema } from '@canopy/shared/schemas/devices';
import { waterDeviceListSchema } from '@canopy/shared/schemas/water';
import { apiRequest } from '../../../lib/api-client';
import { displayName } from '../../../lib/devices/device-name';
import { automationKeys } from './automation-keys';

export type AutomationDeviceKind = 'climate' | 'soil' | 'water';

export interface AutomationDevice {
  id: string;
  name: string;
  kind: AutomationDeviceKind;
}

const named = (name: string, id: string) => displayName(name.trim()) || id;

/** Every device an automation may watch or command, with the name the devices page shows. */
export async function listAutomationDevices(): Promise<AutomationDevice[]> {
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

export const useAutomationDevices = () =>
  useQuery({
    queryKey: automationKeys.choices('devices'),
    queryFn: listAutomationDevices,
    staleTime: 60_000,
  });

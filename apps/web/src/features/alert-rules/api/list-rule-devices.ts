import { useQuery } from '@tanstack/react-query';
import type { AlertDeviceType } from '@canopy/shared/alerts';
import { climateListItemsSchema, soilDeviceListSchema } from '@canopy/shared/schemas/devices';
import { waterDeviceListSchema } from '@canopy/shared/schemas/water';
import { apiRequest } from '../../../lib/api-client';
import { displayName } from '../../../lib/devices/device-name';
import { ruleKeys } from './alert-rule-keys';

export interface RuleDevice {
  id: string;
  name: string;
  type: AlertDeviceType;
}

/** As the devices page shows it (spaces for underscores), or the id for a device without a name. */
const named = (name: string, id: string) => displayName(name.trim()) || id;

/** Every device a rule can watch, by type, with display names: the three device lists read together. */
export async function listRuleDevices(): Promise<RuleDevice[]> {
  const [climate, soil, water] = await Promise.all([
    apiRequest('/devices/particle', { schema: climateListItemsSchema }),
    apiRequest('/sensor-data/soil7in1/devices', { schema: soilDeviceListSchema }),
    apiRequest('/water-in-out/devices', { schema: waterDeviceListSchema }),
  ]);
  return [
    ...climate.map((d) => ({
      id: d.id.toLowerCase(),
      name: named(d.customName || d.name, d.id),
      type: 'climate' as const,
    })),
    ...soil.map((d) => ({
      id: d.deviceId.toLowerCase(),
      name: named(d.name, d.deviceId),
      type: 'soil' as const,
    })),
    ...water.map((d) => ({
      id: d.deviceId.toLowerCase(),
      name: named(d.name, d.deviceId),
      type: 'water' as const,
    })),
  ];
}

/** The device pickers' choices. */
export const useRuleDevices = () =>
  useQuery({ queryKey: ruleKeys.devices(), queryFn: listRuleDevices, staleTime: 60_000 });

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  climateListItemsSchema,
  type ClimateDevice,
  type ClimateListItem,
} from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys, DEVICE_POLL_MS } from '../../../lib/devices/api/device-keys';

const unreportedPeriod = () => ({
  temperature: [null, null] as [null, null],
  humidity: [null, null] as [null, null],
  co2: [null, null] as [null, null],
});

/**
 * The climate-only list's short form as the card's device: its readings flat, and what the short form does not
 * carry (thresholds, sockets, phase, preset) as not reported. An empty `functions` list offers every function
 * the viewer's role allows, as for a device that lists none.
 */
export function climateDeviceOfItem({ readings, ...item }: ClimateListItem): ClimateDevice {
  return {
    ...item,
    ...readings,
    device_id: item.id,
    timestamp: item.lastUpdated,
    dayStatus: null,
    preset: null,
    thresholds: { day: unreportedPeriod(), night: unreportedPeriod() },
    sockets: { temperature: null, humidity: null, co2: null },
    socketStates: {},
    relays: null,
    functions: [],
  };
}

export async function listParticleDevices(): Promise<ClimateDevice[]> {
  const items = await apiRequest('/devices/particle', { schema: climateListItemsSchema });
  return items.map(climateDeviceOfItem);
}

export const particleDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.particleList(),
    queryFn: listParticleDevices,
    refetchInterval: DEVICE_POLL_MS,
  });

export const useParticleDevices = () => useQuery(particleDevicesQueryOptions());

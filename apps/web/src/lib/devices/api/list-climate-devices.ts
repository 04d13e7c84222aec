import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import { apiRequest, lazySchema } from '../../api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';

const climateDeviceListSchema = lazySchema(() =>
  import('@canopy/shared/schemas/devices').then((m) => m.climateDeviceListSchema),
);

export function listClimateDevices(): Promise<ClimateDevice[]> {
  return apiRequest('/devices/active', { schema: climateDeviceListSchema });
}

export const climateDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.climateList(),
    queryFn: listClimateDevices,
    refetchInterval: DEVICE_POLL_MS,
  });

export const useClimateDevices = () => useQuery(climateDevicesQueryOptions());

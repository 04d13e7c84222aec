import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaterDevice } from '@canopy/shared/schemas/water';
import { apiRequest, lazySchema } from '../../api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';

const waterDeviceListSchema = lazySchema(() =>
  import('@canopy/shared/schemas/water').then((m) => m.waterDeviceListSchema),
);

export function listWaterDevices(): Promise<WaterDevice[]> {
  return apiRequest('/water-in-out/devices', { schema: waterDeviceListSchema });
}

export const waterDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.waterList(),
    queryFn: listWaterDevices,
    refetchInterval: DEVICE_POLL_MS,
  });

export const useWaterDevices = () => useQuery(waterDevicesQueryOptions());

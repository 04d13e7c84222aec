import { queryOptions, useQuery } from '@tanstack/react-query';
import { waterDeviceListSchema, type WaterDevice } from '@canopy/shared/schemas/water';
import { apiRequest } from '../../api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';

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

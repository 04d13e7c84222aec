import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SoilDevice } from '@canopy/shared/schemas/devices';
import { apiRequest, lazySchema } from '../../api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';

const soilDeviceListSchema = lazySchema(() =>
  import('@canopy/shared/schemas/devices').then((m) => m.soilDeviceListSchema),
);

export function listSoilDevices(): Promise<SoilDevice[]> {
  return apiRequest('/sensor-data/soil7in1/devices', { schema: soilDeviceListSchema });
}

export const soilDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.soilList(),
    queryFn: listSoilDevices,
    refetchInterval: DEVICE_POLL_MS,
  });

export const useSoilDevices = () => useQuery(soilDevicesQueryOptions());

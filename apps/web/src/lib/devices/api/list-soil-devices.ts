import { queryOptions, useQuery } from '@tanstack/react-query';
import { soilDeviceListSchema, type SoilDevice } from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';

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

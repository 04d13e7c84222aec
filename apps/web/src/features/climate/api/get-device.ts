import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys, DEVICE_POLL_MS } from '../../../lib/devices/api/device-keys';
import { climateDeviceSchema, type ClimateDevice } from '@canopy/shared/schemas/devices';

export function getDevice(id: string): Promise<ClimateDevice> {
  return apiRequest(`/devices/${encodeURIComponent(id)}`, { schema: climateDeviceSchema });
}

export const deviceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deviceKeys.device(id),
    queryFn: () => getDevice(id),
    refetchInterval: DEVICE_POLL_MS,
  });

export const useDevice = (id: string) => useQuery(deviceQueryOptions(id));

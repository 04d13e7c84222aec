import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceConfigResponseSchema, type DeviceConfig } from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/devices/api/device-keys';

/** Relays (rA, rD, rC, rL, rb mask) and intervals (dMin, sMin), read live from the device. */
export function getDeviceConfig(id: string): Promise<DeviceConfig> {
  return apiRequest(`/device/${encodeURIComponent(id)}/config`, { schema: deviceConfigResponseSchema });
}

/** A live cloud call per read: loaded once and on the block's refresh button, never polled. */
export const deviceConfigQueryOptions = (id: string) =>
  queryOptions({ queryKey: deviceKeys.config(id), queryFn: () => getDeviceConfig(id), retry: false });

export const useDeviceConfig = (id: string) => useQuery(deviceConfigQueryOptions(id));

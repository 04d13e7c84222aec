import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';

/** Relays (rA, rD, rC, rL, rb mask) and intervals (dMin, sMin), read live from the device. */
export const deviceConfigSchema = z.object({
  rA: z.number().nullish(),
  rD: z.number().nullish(),
  rC: z.number().nullish(),
  rL: z.number().nullish(),
  rb: z.number().nullish(),
  dMin: z.number().nullish(),
  sMin: z.number().nullish(),
});
export type DeviceConfig = z.infer<typeof deviceConfigSchema>;

export function getDeviceConfig(id: string): Promise<DeviceConfig> {
  return apiRequest(`/device/${encodeURIComponent(id)}/config`, { schema: deviceConfigSchema });
}

/** A live cloud call per read: loaded once and on the block's refresh button, never polled. */
export const deviceConfigQueryOptions = (id: string) =>
  queryOptions({ queryKey: deviceKeys.config(id), queryFn: () => getDeviceConfig(id), retry: false });

export const useDeviceConfig = (id: string) => useQuery(deviceConfigQueryOptions(id));

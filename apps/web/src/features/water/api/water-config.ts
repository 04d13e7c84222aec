import { queryOptions, useQuery } from '@tanstack/react-query';
import { waterConfigSchema, type WaterConfig } from '@canopy/shared/schemas/water';
import { waterKeys } from '../../../lib/devices/api/water-keys';
import { waterRequest, type PollInterval } from './water-request';

export function getWaterConfig(deviceId: string): Promise<WaterConfig> {
  return waterRequest('config', { deviceId }, waterConfigSchema);
}

export const waterConfigQueryOptions = (deviceId: string, poll: PollInterval) =>
  queryOptions({
    queryKey: waterKeys.config(deviceId),
    queryFn: () => getWaterConfig(deviceId),
    refetchInterval: poll,
  });

/** Only staff see the config card, so only staff ask for it. */
export const useWaterConfig = (deviceId: string, poll: PollInterval, enabled: boolean) =>
  useQuery({ ...waterConfigQueryOptions(deviceId, poll), enabled });

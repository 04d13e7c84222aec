import { queryOptions, useQuery } from '@tanstack/react-query';
import { waterLatestSchema, type WaterLatest } from '@canopy/shared/schemas/water';
import { waterKeys } from '../../../lib/devices/api/water-keys';
import { waterRequest, type PollInterval } from './water-request';

export function getWaterLatest(deviceId: string): Promise<WaterLatest> {
  return waterRequest('latest', { deviceId }, waterLatestSchema);
}

export const waterLatestQueryOptions = (deviceId: string, poll: PollInterval) =>
  queryOptions({
    queryKey: waterKeys.latest(deviceId),
    queryFn: () => getWaterLatest(deviceId),
    refetchInterval: poll,
  });

export const useWaterLatest = (deviceId: string, poll: PollInterval) =>
  useQuery(waterLatestQueryOptions(deviceId, poll));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { soilLatestSchema, type SoilLatest } from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';

export function getSoilLatest(id: string): Promise<SoilLatest> {
  return apiRequest(`/sensor-data/soil7in1/latest/${encodeURIComponent(id)}`, { schema: soilLatestSchema });
}

export const soilLatestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deviceKeys.soilLatest(id),
    queryFn: () => getSoilLatest(id),
    refetchInterval: DEVICE_POLL_MS,
  });

export const useSoilLatest = (id: string) => useQuery(soilLatestQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SoilLatest } from '@canopy/shared/schemas/devices';
import { apiRequest, lazySchema } from '../../api-client';
import { deviceKeys, DEVICE_POLL_MS } from './device-keys';

const soilLatestSchema = lazySchema(() =>
  import('@canopy/shared/schemas/devices').then((m) => m.soilLatestSchema),
);

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

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClimateHistoryPoint } from '@canopy/shared/schemas/devices';
import { apiRequest, lazySchema } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/devices/api/device-keys';

const climateHistorySchema = lazySchema(() =>
  import('@canopy/shared/schemas/devices').then((m) => m.climateHistorySchema),
);

/** The sparkline of the compact list looks back this far. */
export const RECENT_HOURS = 6;

/** The last 6 hours of one climate device, for a sparkline; refreshed as slowly as the 24-hour charts. */
export const recentHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deviceKeys.recentHistory(id, RECENT_HOURS),
    queryFn: (): Promise<ClimateHistoryPoint[]> =>
      apiRequest(`/sensor-data/climate/history/${encodeURIComponent(id)}?hours=${RECENT_HOURS}`, {
        schema: climateHistorySchema,
      }),
    refetchInterval: 5 * 60_000,
  });

export const useRecentHistory = (id: string) => useQuery(recentHistoryQueryOptions(id));

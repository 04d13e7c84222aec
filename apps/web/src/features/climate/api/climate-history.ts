import { queryOptions, useQuery } from '@tanstack/react-query';
import { HISTORY_WINDOW_HOURS } from '@canopy/shared/constants';
import { climateHistorySchema, type ClimateHistoryPoint } from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/devices/api/device-keys';

export function getClimateHistory(id: string): Promise<ClimateHistoryPoint[]> {
  return apiRequest(`/sensor-data/climate/history/${encodeURIComponent(id)}?hours=${HISTORY_WINDOW_HOURS}`, {
    schema: climateHistorySchema,
  });
}

/** The 24-hour window moves slowly; a reload every 5 minutes is plenty for a chart. */
export const climateHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deviceKeys.history(id),
    queryFn: () => getClimateHistory(id),
    refetchInterval: 5 * 60_000,
  });

export const useClimateHistory = (id: string) => useQuery(climateHistoryQueryOptions(id));

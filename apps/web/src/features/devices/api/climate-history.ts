import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { HISTORY_WINDOW_HOURS } from '@canopy/shared/constants';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from './device-keys';
import { listOf } from './device-schemas';

const reading = z.union([z.number(), z.string()]).nullish();
export const historyEntrySchema = z.object({
  timestamp: z.union([z.number(), z.string()]),
  temperature: reading,
  humidity: reading,
  co2: reading,
  vpd: reading,
  lightStatus: z.union([z.number(), z.string(), z.boolean()]).nullish(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export function getClimateHistory(id: string): Promise<HistoryEntry[]> {
  return apiRequest(`/sensor-data/climate/history/${encodeURIComponent(id)}?hours=${HISTORY_WINDOW_HOURS}`, {
    schema: listOf(historyEntrySchema),
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

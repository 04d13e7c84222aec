import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  climateSeriesSchema,
  soilSeriesSchema,
  type ClimateSeriesPoint,
  type SoilSeriesPoint,
} from '@canopy/shared/schemas/history';
import { apiRequest } from '../../api-client';
import { historyWindow, type HistorySelection } from '../history-range';
import { deviceKeys } from './device-keys';

const seriesUrl = (path: string, id: string, selection: HistorySelection) => {
  const { from, to, step } = historyWindow(selection, Date.now());
  return `/sensor-data/${path}/series/${encodeURIComponent(id)}?from=${from}&to=${to}&step=${step}`;
};

/** A sliding range refetches every few minutes, so "the last 2 hours" keeps ending now. */
const refetchOf = (selection: HistorySelection | null) => (selection?.kind === 'preset' ? 5 * 60_000 : false);

/** A climate device's buckets over the range (the window is worked out at fetch time); none without a range. */
export const climateSeriesQueryOptions = (id: string, selection: HistorySelection | null) =>
  queryOptions({
    queryKey: deviceKeys.climateSeries(id, selection),
    queryFn: (): Promise<ClimateSeriesPoint[]> =>
      apiRequest(seriesUrl('climate', id, selection!), { schema: climateSeriesSchema }),
    enabled: selection !== null,
    refetchInterval: refetchOf(selection),
  });

/** A soil sensor's buckets over the range, as `climateSeriesQueryOptions`. */
export const soilSeriesQueryOptions = (id: string, selection: HistorySelection | null) =>
  queryOptions({
    queryKey: deviceKeys.soilSeries(id, selection),
    queryFn: (): Promise<SoilSeriesPoint[]> =>
      apiRequest(seriesUrl('soil7in1', id, selection!), { schema: soilSeriesSchema }),
    enabled: selection !== null,
    refetchInterval: refetchOf(selection),
  });

export const useClimateSeries = (id: string, selection: HistorySelection | null) =>
  useQuery(climateSeriesQueryOptions(id, selection));

export const useSoilSeries = (id: string, selection: HistorySelection | null) =>
  useQuery(soilSeriesQueryOptions(id, selection));

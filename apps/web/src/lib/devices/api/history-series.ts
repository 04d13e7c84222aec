import { useQuery } from '@tanstack/react-query';
import {
  climateSeriesSchema,
  soilSeriesSchema,
  type ClimateSeriesPoint,
  type SoilSeriesPoint,
} from '@canopy/shared/schemas/history';
import { apiRequest } from '../../api-client';
import { historySelectionKey, historyWindow, type HistorySelection } from '../history-range';
import { deviceKeys } from './device-keys';

const seriesUrl = (path: string, id: string, selection: HistorySelection) => {
  const { from, to, step } = historyWindow(selection, Date.now());
  return `/sensor-data/${path}/series/${encodeURIComponent(id)}?from=${from}&to=${to}&step=${step}`;
};

/** A sliding range refetches every few minutes, so "the last 2 hours" keeps ending now. */
const refetchOf = (selection: HistorySelection | null) => (selection?.kind === 'preset' ? 5 * 60_000 : false);

export function useClimateSeries(id: string, selection: HistorySelection | null) {
  return useQuery({
    queryKey: [...deviceKeys.device(id), 'series', ...(selection ? historySelectionKey(selection) : [])],
    queryFn: (): Promise<ClimateSeriesPoint[]> =>
      apiRequest(seriesUrl('climate', id, selection!), { schema: climateSeriesSchema }),
    enabled: selection !== null,
    refetchInterval: refetchOf(selection),
  });
}

export function useSoilSeries(id: string, selection: HistorySelection | null) {
  return useQuery({
    queryKey: [...deviceKeys.soilLatest(id), 'series', ...(selection ? historySelectionKey(selection) : [])],
    queryFn: (): Promise<SoilSeriesPoint[]> =>
      apiRequest(seriesUrl('soil7in1', id, selection!), { schema: soilSeriesSchema }),
    enabled: selection !== null,
    refetchInterval: refetchOf(selection),
  });
}

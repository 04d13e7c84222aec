import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import {
  climateSeriesSchema,
  soilSeriesSchema,
  type ClimateSeriesPoint,
  type SoilSeriesPoint,
} from '@canopy/shared/schemas/history';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/devices/api/device-keys';
import type { ComparePoint } from '../lib/compare-merge';
import type { CompareKind, CompareMetric } from '../lib/compare-state';
import {
  historySelectionKey,
  historyWindow,
  type HistorySelection,
} from '../../../lib/devices/history-range';

export type SeriesPoint = ClimateSeriesPoint | SoilSeriesPoint;

const PATHS: Record<CompareKind, string> = { climate: 'climate', soil: 'soil7in1' };

function seriesQuery(kind: CompareKind, id: string, selection: HistorySelection) {
  return {
    // The keys of the device pages' series (lib/devices/api/history-series.ts), so a device seen there is not fetched again.
    queryKey: [
      ...(kind === 'climate' ? deviceKeys.device(id) : deviceKeys.soilLatest(id)),
      'series',
      ...historySelectionKey(selection),
    ],
    queryFn: (): Promise<SeriesPoint[]> => {
      const { from, to, step } = historyWindow(selection, Date.now());
      const url = `/sensor-data/${PATHS[kind]}/series/${encodeURIComponent(id)}?from=${from}&to=${to}&step=${step}`;
      return kind === 'climate'
        ? apiRequest(url, { schema: climateSeriesSchema })
        : apiRequest(url, { schema: soilSeriesSchema });
    },
    // A sliding range refetches every few minutes, as on the device pages.
    refetchInterval: selection.kind === 'preset' ? 5 * 60_000 : (false as const),
  };
}

// Module-level, so TanStack Query reuses the combined value while no result changed.
const combine = (results: UseQueryResult<SeriesPoint[]>[]) => ({
  /** Each device's buckets in the ids' order; undefined while loading or failed. */
  data: results.map((result) => result.data),
  errors: results.map((result) => result.error),
  pending: results.some((result) => result.isPending),
});

/** The chosen devices' series over the range, in the ids' order; nothing is fetched without a range. */
export function useCompareSeries(
  kind: CompareKind,
  ids: readonly string[],
  selection: HistorySelection | null,
) {
  return useQueries({
    queries: selection ? ids.map((id) => seriesQuery(kind, id, selection)) : [],
    combine,
  });
}

/** One metric's values out of a device's buckets. */
export function pickMetric(points: readonly SeriesPoint[], metric: CompareMetric): ComparePoint[] {
  return points.map((point) => ({
    ts: point.ts,
    value: (point as Partial<Record<CompareMetric['metric'], number | null>>)[metric.metric] ?? null,
  }));
}

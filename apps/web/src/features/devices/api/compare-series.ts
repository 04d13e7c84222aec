import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ClimateSeriesPoint, SoilSeriesPoint } from '@canopy/shared/schemas/history';
import { climateSeriesQueryOptions, soilSeriesQueryOptions } from '../../../lib/devices/api/history-series';
import type { HistorySelection } from '../../../lib/devices/history-range';
import type { ComparePoint } from '../lib/compare-merge';
import type { CompareKind, CompareMetric } from '../lib/compare-state';

export type SeriesPoint = ClimateSeriesPoint | SoilSeriesPoint;

/** The device pages' own series query, so a device seen there is not fetched again. */
const seriesQuery = (kind: CompareKind, id: string, selection: HistorySelection) =>
  kind === 'climate' ? climateSeriesQueryOptions(id, selection) : soilSeriesQueryOptions(id, selection);

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

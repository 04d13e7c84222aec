import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { waterSeriesSchema, type WaterSeriesPoint } from '@canopy/shared/schemas/water';
import type { WaterStep } from '@canopy/shared/water-steps';
import { waterKeys } from '../../../lib/devices/api/water-keys';
import { resolveWindow, selectionKey, type WaterSelection } from '../../../lib/devices/water-range';
import { waterRequest, type PollInterval } from './water-request';

/** The points of a window, with the window asked for. */
export interface WaterWindowSeries {
  from: number;
  to: number;
  step: WaterStep;
  points: WaterSeriesPoint[];
}

/** The window is fixed at fetch time and returned with the points, so the chart axis matches them. */
export async function getWaterSeries(
  deviceId: string,
  selection: WaterSelection,
): Promise<WaterWindowSeries> {
  const { from, to, step } = resolveWindow(selection, Date.now());
  const answer = await waterRequest('series', { deviceId, from, to, step }, waterSeriesSchema);
  return { from, to, step, points: answer.points };
}

export const waterSeriesQueryOptions = (deviceId: string, selection: WaterSelection, poll: PollInterval) =>
  queryOptions({
    queryKey: waterKeys.series(deviceId, selectionKey(selection)),
    queryFn: () => getWaterSeries(deviceId, selection),
    refetchInterval: poll,
    // Switching ranges keeps the old lines on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** A null selection (an invalid custom range) asks for nothing. */
export const useWaterSeries = (deviceId: string, selection: WaterSelection | null, poll: PollInterval) =>
  useQuery({
    ...waterSeriesQueryOptions(deviceId, selection ?? { kind: 'preset', range: '24h' }, poll),
    enabled: selection !== null,
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  waterConfigSchema,
  waterLatestSchema,
  waterSeriesSchema,
  waterSummarySchema,
  type WaterConfig,
  type WaterLatest,
  type WaterSeriesPoint,
  type WaterSummary,
} from '@canopy/shared/schemas/water';
import type { WaterStep } from '@canopy/shared/water-steps';
import { apiRequest } from '../../../lib/api-client';
import { resolveWindow, selectionKey, type WaterSelection } from '../../../lib/devices/water-range';
import { waterKeys } from '../../../lib/devices/api/water-keys';
import { withTimeout } from './with-timeout';

/** How often each query polls, or false while auto-refresh is off or the tab is hidden. */
export type PollInterval = number | false;

const query = (path: string, params: Record<string, string | number>) =>
  `/water-in-out/${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

export function getWaterLatest(deviceId: string): Promise<WaterLatest> {
  return withTimeout(apiRequest(query('latest', { deviceId }), { schema: waterLatestSchema }));
}

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
  const answer = await withTimeout(
    apiRequest(query('series', { deviceId, from, to, step }), { schema: waterSeriesSchema }),
  );
  return { from, to, step, points: answer.points };
}

export function getWaterSummary(deviceId: string, selection: WaterSelection): Promise<WaterSummary> {
  const { from, to } = resolveWindow(selection, Date.now());
  return withTimeout(apiRequest(query('summary', { deviceId, from, to }), { schema: waterSummarySchema }));
}

export function getWaterConfig(deviceId: string): Promise<WaterConfig> {
  return withTimeout(apiRequest(query('config', { deviceId }), { schema: waterConfigSchema }));
}

export const waterLatestQueryOptions = (deviceId: string, poll: PollInterval) =>
  queryOptions({
    queryKey: waterKeys.latest(deviceId),
    queryFn: () => getWaterLatest(deviceId),
    refetchInterval: poll,
  });

export const waterSeriesQueryOptions = (deviceId: string, selection: WaterSelection, poll: PollInterval) =>
  queryOptions({
    queryKey: waterKeys.series(deviceId, selectionKey(selection)),
    queryFn: () => getWaterSeries(deviceId, selection),
    refetchInterval: poll,
    // Switching ranges keeps the old lines on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const waterSummaryQueryOptions = (deviceId: string, selection: WaterSelection, poll: PollInterval) =>
  queryOptions({
    queryKey: waterKeys.summary(deviceId, selectionKey(selection)),
    queryFn: () => getWaterSummary(deviceId, selection),
    refetchInterval: poll,
    placeholderData: keepPreviousData,
  });

export const waterConfigQueryOptions = (deviceId: string, poll: PollInterval) =>
  queryOptions({
    queryKey: waterKeys.config(deviceId),
    queryFn: () => getWaterConfig(deviceId),
    refetchInterval: poll,
  });

export const useWaterLatest = (deviceId: string, poll: PollInterval) =>
  useQuery(waterLatestQueryOptions(deviceId, poll));

/** A null selection (an invalid custom range) asks for nothing. */
export const useWaterSeries = (deviceId: string, selection: WaterSelection | null, poll: PollInterval) =>
  useQuery({
    ...waterSeriesQueryOptions(deviceId, selection ?? { kind: 'preset', range: '24h' }, poll),
    enabled: selection !== null,
  });

export const useWaterSummary = (deviceId: string, selection: WaterSelection | null, poll: PollInterval) =>
  useQuery({
    ...waterSummaryQueryOptions(deviceId, selection ?? { kind: 'preset', range: '24h' }, poll),
    enabled: selection !== null,
  });

/** Only staff see the config card, so only staff ask for it. */
export const useWaterConfig = (deviceId: string, poll: PollInterval, enabled: boolean) =>
  useQuery({ ...waterConfigQueryOptions(deviceId, poll), enabled });

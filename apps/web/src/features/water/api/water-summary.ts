import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { waterSummarySchema, type WaterSummary } from '@canopy/shared/schemas/water';
import { waterKeys } from '../../../lib/devices/api/water-keys';
import { resolveWindow, selectionKey, type WaterSelection } from '../../../lib/devices/water-range';
import { waterRequest, type PollInterval } from './water-request';

export function getWaterSummary(deviceId: string, selection: WaterSelection): Promise<WaterSummary> {
  const { from, to } = resolveWindow(selection, Date.now());
  return waterRequest('summary', { deviceId, from, to }, waterSummarySchema);
}

export const waterSummaryQueryOptions = (deviceId: string, selection: WaterSelection, poll: PollInterval) =>
  queryOptions({
    queryKey: waterKeys.summary(deviceId, selectionKey(selection)),
    queryFn: () => getWaterSummary(deviceId, selection),
    refetchInterval: poll,
    placeholderData: keepPreviousData,
  });

/** A null selection (an invalid custom range) asks for nothing. */
export const useWaterSummary = (deviceId: string, selection: WaterSelection | null, poll: PollInterval) =>
  useQuery({
    ...waterSummaryQueryOptions(deviceId, selection ?? { kind: 'preset', range: '24h' }, poll),
    enabled: selection !== null,
  });

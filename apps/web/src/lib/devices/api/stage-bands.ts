import { useQuery } from '@tanstack/react-query';
import { stageBandsSchema, type StageBand } from '@canopy/shared/schemas/annotations';
import { apiRequest } from '../../api-client';
import { deviceKeys } from './device-keys';

export function getStageBands(deviceId: string, from: number, to: number): Promise<StageBand[]> {
  return apiRequest(`/devices/${encodeURIComponent(deviceId)}/stage-bands?from=${from}&to=${to}`, {
    schema: stageBandsSchema,
  });
}

/** The stages of the plants in the rooms the device was in over [from, to] (epoch ms), oldest first. */
export function useStageBands(deviceId: string, from: number, to: number) {
  return useQuery({
    queryKey: deviceKeys.stageBands(deviceId, from, to),
    queryFn: () => getStageBands(deviceId, from, to),
    enabled: from < to,
  });
}

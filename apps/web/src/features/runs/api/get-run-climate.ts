import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { runClimateSchema, type RunClimate } from '@canopy/shared/schemas/run-climate';
import { apiRequest } from '../../../lib/api-client';
import { cropKeys } from '../../../lib/crop/crop-keys';

/**
 * `GET /api/runs/{id}/climate`: a group's room climate over the run, its stage bands and marks; without
 * `groupId`, the group with most plants. The server picks the step for the run's span.
 */
export function getRunClimate(id: string, groupId: string | null): Promise<RunClimate> {
  const query = groupId ? `?groupId=${encodeURIComponent(groupId)}` : '';
  return apiRequest(`/runs/${encodeURIComponent(id)}/climate${query}`, { schema: runClimateSchema });
}

/** The chart keeps the group shown until another group's climate arrives. */
export const useRunClimate = (id: string, groupId: string | null) =>
  useQuery({
    queryKey: cropKeys.runClimate(id, groupId),
    queryFn: () => getRunClimate(id, groupId),
    placeholderData: keepPreviousData,
  });

import { useQuery } from '@tanstack/react-query';
import { runSchema, type Run } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../../lib/api-client';
import { cropKeys } from '../../../lib/crop/crop-keys';

/** `GET /api/runs/{id}`: groups, events and losses (newest last) and the totals. */
export function getRun(id: string): Promise<Run> {
  return apiRequest(`/runs/${encodeURIComponent(id)}`, { schema: runSchema });
}

export const useRun = (id: string) => useQuery({ queryKey: cropKeys.run(id), queryFn: () => getRun(id) });

import { useQuery } from '@tanstack/react-query';
import { runSchema, type Run } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../api-client';
import { cropKeys } from '../crop-keys';

/**
 * `GET /api/runs/{id}`: groups, events and losses (newest last) and the totals. The run pages show it; the
 * run comparison words a feed, scouting or treatment mark from its rows.
 */
export function getRun(id: string): Promise<Run> {
  return apiRequest(`/runs/${encodeURIComponent(id)}`, { schema: runSchema });
}

export const useRun = (id: string, enabled = true) =>
  useQuery({ queryKey: cropKeys.run(id), queryFn: () => getRun(id), enabled });

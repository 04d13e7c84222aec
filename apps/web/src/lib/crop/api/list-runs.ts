import { useQuery } from '@tanstack/react-query';
import { runSummarySchema, type RunSummary } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../api-client';
import { cropKeys, type RunListFilter } from '../crop-keys';

const runsSchema = runSummarySchema.array();

/**
 * `GET /api/runs?state=&strainId=&roomId=`: only the filters that are set go in the address. The runs
 * page lists them and the run comparison picks from them.
 */
export function listRuns(filter: RunListFilter): Promise<RunSummary[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`/runs${suffix}`, { schema: runsSchema });
}

export const useRuns = (filter: RunListFilter) =>
  useQuery({ queryKey: cropKeys.runList(filter), queryFn: () => listRuns(filter) });

import { useQuery } from '@tanstack/react-query';
import { yieldsSchema, type Yields } from '@canopy/shared/schemas/yields';
import { apiRequest } from '../../../lib/api-client';
import { yieldKeys, yieldsQuery, type YieldsFilter } from './yield-keys';

/** `GET /api/yields?by=&from=&to=&strainId=`: closed harvests, one row per strain, run, room, mother or month. */
export function getYields(filter: YieldsFilter): Promise<Yields> {
  return apiRequest(`/yields?${yieldsQuery(filter)}`, { schema: yieldsSchema });
}

/** The table of `filter`; nothing is asked while `enabled` is false (the site's zone is not known yet). */
export const useYields = (filter: YieldsFilter, enabled = true) =>
  useQuery({ queryKey: yieldKeys.table(filter), queryFn: () => getYields(filter), enabled });

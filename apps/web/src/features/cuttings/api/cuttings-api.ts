import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CUTTINGS_PAGE_SIZE } from '@canopy/shared/constants';
import {
  cuttingLogEntrySchema,
  cuttingSchema,
  cuttingSummarySchema,
  type CuttingSummary,
} from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys, type CuttingListFilter } from './cutting-keys';

const summariesSchema = cuttingSummarySchema.array();
const logEntriesSchema = cuttingLogEntrySchema.array();

/** The query string of one page: skip/limit paging, server-side search and sort. */
export function cuttingListSearch(filter: CuttingListFilter, skip: number): string {
  const params = new URLSearchParams({ skip: String(skip), limit: String(CUTTINGS_PAGE_SIZE) });
  const q = filter.q.trim();
  if (q) params.set('q', q);
  params.set('sort', filter.sort);
  return params.toString();
}

/** More are offered while a full page comes back; a short page is the last. */
export const nextSkip = (lastPage: CuttingSummary[], pages: CuttingSummary[][]): number | undefined =>
  lastPage.length === CUTTINGS_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined;

function usePagedCuttings(path: '/cuttings' | '/admin/cuttings', filter: CuttingListFilter) {
  return useInfiniteQuery({
    queryKey: path === '/cuttings' ? cuttingKeys.list(filter) : cuttingKeys.adminList(filter),
    queryFn: ({ pageParam }) =>
      apiRequest(`${path}?${cuttingListSearch(filter, pageParam)}`, { schema: summariesSchema }),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
}

/** /cuttings: pages of 20, searched and sorted by the server. */
export const useCuttings = (filter: CuttingListFilter) => usePagedCuttings('/cuttings', filter);

/** /cuttings-admin: the same paging through the staff list. */
export const useAdminCuttings = (filter: CuttingListFilter) => usePagedCuttings('/admin/cuttings', filter);

export function useCutting(id: string) {
  return useQuery({
    queryKey: cuttingKeys.detail(id),
    queryFn: () => apiRequest(`/cuttings/${encodeURIComponent(id)}`, { schema: cuttingSchema }),
  });
}

/** The transplant/treatment/move history, newest first whatever order the server sends. */
export function useCuttingLogs(id: string, enabled = true) {
  return useQuery({
    queryKey: cuttingKeys.logs(id),
    enabled,
    queryFn: async () => {
      const entries = await apiRequest(`/admin/${encodeURIComponent(id)}/logs`, {
        schema: logEntriesSchema,
      });
      return [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
}

/** The cuttings of one strain, for its detail page (logged-in readers only). */
export function useStrainCuttings(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: cuttingKeys.ofStrain(slug),
    enabled,
    queryFn: () => apiRequest(`/strains/${encodeURIComponent(slug)}/cuttings`, { schema: summariesSchema }),
  });
}

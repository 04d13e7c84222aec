import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CUTTINGS_PAGE_SIZE } from '@canopy/shared/constants';
import type { CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { apiRequest, lazySchema } from '../../../lib/api-client';
import { cuttingKeys, type CuttingListFilter } from './cutting-keys';

// The list's page draws its title and toolbar while zod and this schema load beside the first request.
const summariesSchema = lazySchema(() =>
  import('@canopy/shared/schemas/cuttings').then(({ cuttingSummarySchema }) => cuttingSummarySchema.array()),
);

type CuttingListPath = '/cuttings' | '/admin/cuttings';

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

/** One page of the public or the staff list. */
export function listCuttings(
  path: CuttingListPath,
  filter: CuttingListFilter,
  skip: number,
): Promise<CuttingSummary[]> {
  return apiRequest(`${path}?${cuttingListSearch(filter, skip)}`, { schema: summariesSchema });
}

function usePagedCuttings(path: CuttingListPath, filter: CuttingListFilter) {
  return useInfiniteQuery({
    queryKey: path === '/cuttings' ? cuttingKeys.list(filter) : cuttingKeys.adminList(filter),
    queryFn: ({ pageParam }) => listCuttings(path, filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
    // A new search keeps the list on screen until its answer arrives: emptying it would unmount every
    // card, and with it a dialog opened on one (a delete confirmation closed itself under the user).
    placeholderData: keepPreviousData,
  });
}

/** /cuttings: pages of 20, searched and sorted by the server. */
export const useCuttings = (filter: CuttingListFilter) => usePagedCuttings('/cuttings', filter);

/** /cuttings-admin: the same paging through the staff list. */
export const useAdminCuttings = (filter: CuttingListFilter) => usePagedCuttings('/admin/cuttings', filter);

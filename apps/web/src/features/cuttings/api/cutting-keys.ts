import type { CuttingSort } from '@canopy/shared/schemas/cuttings';

/** What a cuttings list asks the server for; each distinct filter is its own cache entry. */
export interface CuttingListFilter {
  q: string;
  sort: CuttingSort;
}

/** Query keys of the cuttings feature; invalidate `cuttingKeys.all` after any change. */
export const cuttingKeys = {
  all: ['cuttings'] as const,
  list: (filter: CuttingListFilter) => [...cuttingKeys.all, 'list', filter] as const,
  adminList: (filter: CuttingListFilter) => [...cuttingKeys.all, 'admin-list', filter] as const,
  detail: (id: string) => [...cuttingKeys.all, 'detail', id] as const,
  logs: (id: string) => [...cuttingKeys.all, 'logs', id] as const,
  ofStrain: (slug: string) => [...cuttingKeys.all, 'strain', slug] as const,
};

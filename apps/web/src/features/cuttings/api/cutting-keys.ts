import type { CuttingSort } from '@canopy/shared/schemas/cuttings';

/** What a cuttings list asks the server for; each distinct filter is its own cache entry. */
export interface CuttingListFilter {
  q: string;
  sort: CuttingSort;
}

/**
 * Query keys of the cuttings feature. Every change invalidates `cuttingKeys.all`: lists, details, logs and
 * strain pages share records. Photo and diary calls therefore ignore what they answer (the gallery, the
 * entry or the record, depending on the call), so the page stays right whichever of those the server sends.
 */
export const cuttingKeys = {
  all: ['cuttings'] as const,
  list: (filter: CuttingListFilter) => [...cuttingKeys.all, 'list', filter] as const,
  adminList: (filter: CuttingListFilter) => [...cuttingKeys.all, 'admin-list', filter] as const,
  detail: (id: string) => [...cuttingKeys.all, 'detail', id] as const,
  logs: (id: string) => [...cuttingKeys.all, 'logs', id] as const,
  ofStrain: (slug: string) => [...cuttingKeys.all, 'strain', slug] as const,
  lineage: (id: string) => [...cuttingKeys.all, 'lineage', id] as const,
  mothers: () => [...cuttingKeys.all, 'mothers'] as const,
};

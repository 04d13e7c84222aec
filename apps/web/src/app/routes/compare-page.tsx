import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { ComparePanel } from '../../features/devices/components/compare-panel';
import type { CompareSearch } from '../../features/devices/lib/compare-search';

const compareRouteApi = getRouteApi('/devices/compare');

/** The comparison lives in the search params; each change replaces the entry, so Back leaves the page. */
export function ComparePage(): ReactNode {
  const search = compareRouteApi.useSearch();
  const navigate = compareRouteApi.useNavigate();
  const onSearchChange = (next: CompareSearch) => void navigate({ search: next, replace: true });
  return <ComparePanel search={search} onSearchChange={onSearchChange} />;
}

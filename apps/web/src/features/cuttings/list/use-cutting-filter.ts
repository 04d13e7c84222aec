import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { CuttingSort } from '@canopy/shared/schemas/cuttings';
import type { CuttingListFilter } from '../api/cutting-keys';

/** Typing pauses this long before the server is asked, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search box (as typed) and sort, and the filter the server gets once typing settles. */
export function useCuttingFilter(initialSort: CuttingSort) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CuttingSort>(initialSort);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter: CuttingListFilter = { q: debounced, sort };
  return { search, setSearch, sort, setSort, filter };
}

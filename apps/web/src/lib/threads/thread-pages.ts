import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** Lists of items a page at a time, each page naming the cursor of the next. */
export interface ThreadPage {
  nextCursor: string | null;
}

/**
 * A list a page at a time under `queryKey`; with `keepLast`, a new key (sort, filter) shows the last list
 * until its first page arrives.
 */
export function useThreadPages<Page extends ThreadPage>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined) => Promise<Page>,
  keepLast = false,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...(keepLast && { placeholderData: keepPreviousData }),
  });
}

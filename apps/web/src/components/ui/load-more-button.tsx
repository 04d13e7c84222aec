import type { ReactNode } from 'react';
import { Button } from '@mantine/core';

/** A list loaded a page at a time (TanStack Query's infinite query). */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Loads the list's next page; nothing once the last page is in. */
export function LoadMoreButton({ list, children }: { list: PagedList; children: ReactNode }): ReactNode {
  if (!list.hasNextPage) return null;
  return (
    <div>
      <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {children}
      </Button>
    </div>
  );
}

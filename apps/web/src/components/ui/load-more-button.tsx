import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

/** A list loaded a page at a time (TanStack Query's infinite query). */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreButtonProps {
  list: PagedList;
  /** Under a list of cards the button stands in the middle; under a plain list, at its start. */
  center?: boolean;
  children: ReactNode;
}

/** Loads the list's next page; nothing once the last page is in. */
export function LoadMoreButton({ list, center = false, children }: LoadMoreButtonProps): ReactNode {
  if (!list.hasNextPage) return null;
  const button = (
    <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      {children}
    </Button>
  );
  return center ? <Group justify="center">{button}</Group> : <div>{button}</div>;
}

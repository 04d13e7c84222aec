import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  bugSchema,
  bugSummarySchema,
  closedBugsPageSchema,
  type Bug,
  type BugSummary,
  type ClosedBugsPage,
} from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { bugKeys } from './bug-keys';

const summariesSchema = bugSummarySchema.array();

/** Every bug not closed, each with its last comment: the page's first paint. */
export function listOpenBugs(): Promise<BugSummary[]> {
  return apiRequest('/bugs', { schema: summariesSchema });
}

export function useOpenBugs() {
  return useQuery({ queryKey: bugKeys.open(), queryFn: listOpenBugs });
}

/** One page of closed bugs, most recently closed first. */
export function listClosedBugs(cursor: string | undefined): Promise<ClosedBugsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/bugs/closed${query}`, { schema: closedBugsPageSchema });
}

/** Closed bugs, fetched only while they are shown, a page at a time. */
export function useClosedBugs(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: bugKeys.closed(),
    queryFn: ({ pageParam }) => listClosedBugs(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

/** A bug with its whole thread. */
export function getBug(id: string): Promise<Bug> {
  return apiRequest(`/bugs/${encodeURIComponent(id)}`, { schema: bugSchema });
}

export const bugQueryOptions = (id: string) =>
  queryOptions({ queryKey: bugKeys.detail(id), queryFn: () => getBug(id) });

export function useBug(id: string) {
  return useQuery(bugQueryOptions(id));
}

import type { BugSort } from '@canopy/shared/bugs';
import { bugsPageSchema, type BugsPage, type BugSummary } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { threadItemQueryOptions } from '../../../lib/threads/get-thread-item';
import { useThreadPages } from '../../../lib/threads/thread-pages';
import { bugKeys } from './bug-keys';
import { bugsApi } from './bugs-api';

/** What the bugs page lists: the server sorts, filters, pins and pages it. */
export interface BugListParams {
  sort: BugSort;
  /** One status, or every one. */
  status: string | undefined;
  includeClosed: boolean;
  /** This browser's pins, listed apart with the first page. */
  pins: readonly string[];
}

/** One page of the bugs list, after `cursor`. */
export function listBugsPage(params: BugListParams, cursor: string | undefined): Promise<BugsPage> {
  const query = new URLSearchParams({ sort: params.sort });
  if (params.status !== undefined) query.set('status', params.status);
  if (params.includeClosed) query.set('includeClosed', 'true');
  if (params.pins.length > 0) query.set('pinned', params.pins.join(','));
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/bugs/page?${query.toString()}`, { schema: bugsPageSchema });
}

/**
 * The bugs list a page at a time; a new sort, filter or pin starts again from the first page, showing the
 * last list until it arrives.
 */
export function useBugsList(params: BugListParams) {
  return useThreadPages(bugKeys.list(params), (cursor) => listBugsPage(params, cursor), true);
}

/** Every page of the list as it stands, for the export: the pinned bugs, then the rest in order. */
export async function listAllBugs(
  params: BugListParams,
): Promise<{ pinned: BugSummary[]; items: BugSummary[] }> {
  const first = await listBugsPage(params, undefined);
  const items = [...first.items];
  for (let cursor = first.nextCursor; cursor;) {
    const page = await listBugsPage(params, cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
  }
  return { pinned: first.pinned, items };
}

/** A bug with its whole thread, from the cache when its card was opened. */
export const bugQueryOptions = (id: string) => threadItemQueryOptions(bugsApi, id);

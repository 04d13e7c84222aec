/** Bug statuses, their priority order and the new and recent-change marks, shared by server and web app. */
import { BUG_NEW_WINDOW_MS, BUG_RECENT_CHANGE_WINDOW_MS } from './constants.ts';

export const BUG_STATUSES = ['open', 'urgent', 'very_urgent', 'in_progress', 'closed'] as const;
export type BugStatus = (typeof BUG_STATUSES)[number];

export const isBugStatus = (value: unknown): value is BugStatus =>
  typeof value === 'string' && (BUG_STATUSES as readonly string[]).includes(value);

export const BUG_SORTS = ['priority', 'newest', 'oldest', 'status'] as const;
export type BugSort = (typeof BUG_SORTS)[number];

/**
 * The groups the priority and status sorts list bugs in, in order: each the statuses it holds, or `null`
 * for every status the other groups do not name (closed, or one this version does not know). Within a
 * group, newest first. The server pages the lists by these groups (a keyset within each), the same order
 * `sortBugs` gives.
 */
export const BUG_SORT_GROUPS: Readonly<Record<'priority' | 'status', readonly (readonly string[] | null)[]>> =
  {
    priority: [['very_urgent'], ['urgent'], ['open'], ['in_progress'], null],
    status: [['open'], ['urgent'], ['very_urgent'], ['in_progress'], ['closed'], null],
  };

export interface SortableBug {
  _id: string;
  status: string;
  createdAt: string;
}

/** A bug's group under a grouped sort: the index of its group in `BUG_SORT_GROUPS`. */
export function bugSortGroup(sort: 'priority' | 'status', status: string): number {
  const groups = BUG_SORT_GROUPS[sort];
  const index = groups.findIndex((group) => group?.includes(status));
  return index === -1 ? groups.length - 1 : index;
}

/** Code-unit order, as the databases compare these ASCII values (ISO 8601 times, UUIDv7 ids). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Newest first; the same creation time, the greater id first. */
const newestFirst = (a: SortableBug, b: SortableBug) =>
  compare(b.createdAt, a.createdAt) || compare(b._id, a._id);
const grouped = (sort: 'priority' | 'status') => (a: SortableBug, b: SortableBug) =>
  bugSortGroup(sort, a.status) - bugSortGroup(sort, b.status) || newestFirst(a, b);

const COMPARATORS: Record<BugSort, (a: SortableBug, b: SortableBug) => number> = {
  priority: grouped('priority'),
  newest: newestFirst,
  oldest: (a, b) => compare(a.createdAt, b.createdAt) || compare(a._id, b._id),
  status: grouped('status'),
};

export function sortBugs<T extends SortableBug>(bugs: readonly T[], sort: BugSort): T[] {
  return [...bugs].sort(COMPARATORS[sort]);
}

/** A bug created within the last 12 hours shows a 'new' mark. */
export function isNewBug(bug: { createdAt: string }, now: number): boolean {
  return now - Date.parse(bug.createdAt) < BUG_NEW_WINDOW_MS;
}

/** What a bug's last change is read from: its own update time and its newest comment. */
export interface BugActivity {
  updatedAt: string;
  lastComment: { createdAt: string } | null;
}

/** The bug's last change: an edit, a status change or a comment. */
export function lastActivity(bug: BugActivity): string {
  const commented = bug.lastComment?.createdAt;
  return commented && commented > bug.updatedAt ? commented : bug.updatedAt;
}

/** Changed or commented within the last 10 minutes: the list highlights it briefly. */
export function isRecentlyChanged(bug: BugActivity, now: number): boolean {
  return now - Date.parse(lastActivity(bug)) < BUG_RECENT_CHANGE_WINDOW_MS;
}

/** Pins are kept only for bugs that still exist and are not closed. */
export function keepLivePins(
  pins: readonly string[],
  bugs: readonly { _id: string; status: string }[],
): string[] {
  const live = new Set(bugs.filter((bug) => bug.status !== 'closed').map((bug) => bug._id));
  return pins.filter((id) => live.has(id));
}

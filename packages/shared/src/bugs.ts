/** Bug statuses, their priority order and the new and recent-change marks, shared by server and web app. */
import { BUG_NEW_WINDOW_MS, BUG_RECENT_CHANGE_WINDOW_MS } from './constants.ts';

export const BUG_STATUSES = ['open', 'urgent', 'very_urgent', 'in_progress', 'closed'] as const;
export type BugStatus = (typeof BUG_STATUSES)[number];

export const isBugStatus = (value: unknown): value is BugStatus =>
  typeof value === 'string' && (BUG_STATUSES as readonly string[]).includes(value);

export const BUG_SORTS = ['priority', 'newest', 'oldest', 'status'] as const;
export type BugSort = (typeof BUG_SORTS)[number];

/** The priority order; any other status (closed, or one we don't know) comes after these. */
const PRIORITY: readonly string[] = ['very_urgent', 'urgent', 'open', 'in_progress'];

export interface SortableBug {
  status: string;
  createdAt: string;
}

const priorityRank = (status: string) => {
  const rank = PRIORITY.indexOf(status);
  return rank === -1 ? PRIORITY.length : rank;
};
/** The status sort follows the workflow order; unknown statuses go last. */
const statusRank = (status: string) => {
  const rank = (BUG_STATUSES as readonly string[]).indexOf(status);
  return rank === -1 ? BUG_STATUSES.length : rank;
};
const newestFirst = (a: SortableBug, b: SortableBug) => b.createdAt.localeCompare(a.createdAt);

const COMPARATORS: Record<BugSort, (a: SortableBug, b: SortableBug) => number> = {
  priority: (a, b) => priorityRank(a.status) - priorityRank(b.status) || newestFirst(a, b),
  newest: newestFirst,
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  status: (a, b) => statusRank(a.status) - statusRank(b.status) || newestFirst(a, b),
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

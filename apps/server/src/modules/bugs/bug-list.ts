import { BUG_SORT_GROUPS, sortBugs, type BugSort } from '@canopy/shared/bugs';
import {
  BUG_ID_MAX,
  BUG_PINS_MAX,
  type BugsPage,
  type BugsPageQuery,
  type BugSummary,
} from '@canopy/shared/schemas/bugs';
import { validationFailed } from '../../http/app-error.ts';
import { decodeCursor, splitPage } from '../../lib/keyset-cursor.ts';
import type { BugRow, BugSource, BugsRepository } from './bugs.repository.ts';

/**
 * How a bugs list is read, in the order `sortBugs` gives: groups one after the other (the priority and
 * status sorts' groups of statuses; one group for the date sorts or a status filter), each group read from
 * one or more sources in creation order and merged. A page continues from a position inside one group, so
 * each source is read by a keyset on its own index, however many bugs come before.
 */
export interface BugListPlan {
  order: 'asc' | 'desc';
  /** Indexed as cursors name them: a group with no source (closed ones hidden) stays, empty. */
  groups: BugSource[][];
}

export function planBugList(options: {
  sort: BugSort;
  status: string | undefined;
  includeClosed: boolean;
}): BugListPlan {
  const { sort, status, includeClosed } = options;
  const order = sort === 'oldest' ? 'asc' : 'desc';
  const shown = (candidate: string) => includeClosed || candidate !== 'closed';
  if (status !== undefined) return { order, groups: shown(status) ? [[{ status }]] : [] };
  const closed: BugSource[] = includeClosed ? [{ status: 'closed' }] : [];
  if (sort === 'newest' || sort === 'oldest') return { order, groups: [[{ unclosedExcept: [] }, ...closed]] };

  const named = BUG_SORT_GROUPS[sort].flatMap((group) => group ?? []);
  const groups = BUG_SORT_GROUPS[sort].map((group): BugSource[] =>
    group
      ? group.filter(shown).map((member) => ({ status: member }))
      : // Every other status: the unclosed ones not named, and closed bugs when shown and not named.
        [{ unclosedExcept: named }, ...(named.includes('closed') ? [] : closed)],
  );
  return { order, groups };
}

/** The pins a page was sent, once each; anything but a list of ids is a 400. */
function parsePins(pinned: string | undefined): string[] {
  if (!pinned) return [];
  const ids = [...new Set(pinned.split(','))];
  if (ids.length > BUG_PINS_MAX || ids.some((id) => id.length === 0 || id.length > BUG_ID_MAX)) {
    throw validationFailed('querystring.pinned', `up to ${BUG_PINS_MAX} bug ids, comma-separated`);
  }
  return ids;
}

/** Creation order as the databases give it: code-unit order of the time, then of the id. */
const byCreation = (order: 'asc' | 'desc') => (a: BugRow, b: BugRow) => {
  const sign = order === 'asc' ? 1 : -1;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -sign : sign;
  return a.id === b.id ? 0 : a.id < b.id ? -sign : sign;
};

/**
 * One page of the list as the bugs page shows it: sorted, filtered, pinned bugs apart. A page reads
 * `limit + 1` rows at most, group by group, each by a keyset on an index, so it costs the same whether 100
 * bugs are open or 5,000. The cursor holds the sort, the group and the last row's creation time and id.
 */
export async function readBugsPage(
  bugs: BugsRepository,
  summarize: (rows: readonly BugRow[]) => Promise<BugSummary[]>,
  query: BugsPageQuery,
): Promise<BugsPage> {
  const includeClosed = query.includeClosed === 'true';
  const plan = planBugList({ sort: query.sort, status: query.status, includeClosed });
  const pins = parsePins(query.pinned);
  const start = query.cursor
    ? decodeCursor(query.cursor, ['string', 'number', 'string', 'string'])
    : undefined;
  if (start && (start[0] !== query.sort || !Number.isInteger(start[1]) || start[1] < 0)) {
    throw validationFailed('querystring.cursor', 'not a cursor this list gave out');
  }

  const want = query.limit + 1;
  const rows: { row: BugRow; group: number }[] = [];
  for (let group = start?.[1] ?? 0; group < plan.groups.length && rows.length < want; group += 1) {
    const after = start && group === start[1] ? { createdAt: start[2], id: start[3] } : undefined;
    const limit = want - rows.length;
    const read = await Promise.all(
      plan.groups[group]!.map((source) =>
        bugs.sourcePage({ source, order: plan.order, limit, after, exceptIds: pins }),
      ),
    );
    const merged = read.flat().sort(byCreation(plan.order)).slice(0, limit);
    for (const row of merged) rows.push({ row, group });
  }
  const page = splitPage(rows, query.limit, ({ row, group }) => [query.sort, group, row.created_at, row.id]);

  // The pins come with the first page only: the ones the filter keeps, in the list's order.
  const pinnedRows = start ? [] : await bugs.findLive(pins);
  const shown = pinnedRows.filter(
    (row) =>
      (includeClosed || row.status !== 'closed') &&
      (query.status === undefined || row.status === query.status),
  );
  const live = new Set(pinnedRows.filter((row) => row.status !== 'closed').map((row) => row.id));
  const [items, pinned] = await Promise.all([summarize(page.rows.map(({ row }) => row)), summarize(shown)]);
  return {
    items,
    nextCursor: page.nextCursor,
    pinned: sortBugs(pinned, query.sort),
    livePins: pins.filter((id) => live.has(id)),
  };
}

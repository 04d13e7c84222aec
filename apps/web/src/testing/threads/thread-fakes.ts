import type { ThreadItem, ThreadSummaryOf } from '../../lib/threads/thread-api';

/** The item as a list carries it, as the server derives it: the thread's length and newest comment. */
export function threadSummaryOf<Item extends ThreadItem>({ comments, ...item }: Item): ThreadSummaryOf<Item> {
  return { ...item, commentCount: comments.length, lastComment: comments.at(-1) ?? null };
}

const PAGE = 20;

/** One page of summaries (20) after `cursor`, here an index into the list, as a fake server answers it. */
export function fakePage<Item extends ThreadItem>(list: readonly Item[], cursor: string | null, size = PAGE) {
  const start = Number(cursor ?? 0);
  const end = start + size;
  return {
    items: list.slice(start, end).map(threadSummaryOf),
    nextCursor: end < list.length ? String(end) : null,
  };
}

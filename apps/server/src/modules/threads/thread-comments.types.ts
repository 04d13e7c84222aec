import type { Selectable } from 'kysely';
import type { CommentsTable } from './thread-comments.table.ts';

/** A comment as stored, in either table: what a thread's mappers show. */
export type CommentRow = Selectable<CommentsTable>;
/** The two comment tables, one per kind of thread (bugs, tasks). */
export type CommentTable = 'bug_comments' | 'task_comments';

/** What a list shows of a thread: how long it is and its newest comment. */
export interface ThreadSummary {
  count: number;
  last: CommentRow;
}

import type { Bug, BugSummary } from '@canopy/shared/schemas/bugs';
import type { AttachedPhoto } from '@canopy/shared/schemas/people';
import type { CommentRow, ThreadSummary } from '../comments/comments.repository.ts';
import { toPerson } from '../comments/people.ts';
import type { BugRow } from './bugs.repository.ts';

const toComment = (c: CommentRow): Bug['comments'][number] => ({
  _id: c.id,
  text: c.text,
  author: toPerson(c.author_id, c.author_login, c.author_name),
  createdAt: c.created_at,
});

function toBugFields(row: BugRow, photos: AttachedPhoto[]): Omit<Bug, 'comments'> {
  return {
    _id: row.id,
    shortId: row.short_id,
    description: row.description,
    details: row.details,
    status: row.status,
    createdBy: toPerson(row.created_by_id, row.created_by_login, row.created_by_name),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    statusChangedAt: row.status_changed_at,
    photos,
    // The first photo is the report's screenshot.
    screenshotUrl: photos[0]?.url ?? null,
  };
}

/** A bug with its whole thread. */
export function toBug(row: BugRow, comments: readonly CommentRow[], photos: AttachedPhoto[]): Bug {
  return { ...toBugFields(row, photos), comments: comments.map(toComment) };
}

/** A bug as lists carry it: the thread's length and newest comment only. */
export function toBugSummary(
  row: BugRow,
  thread: ThreadSummary | undefined,
  photos: AttachedPhoto[],
): BugSummary {
  return {
    ...toBugFields(row, photos),
    commentCount: thread?.count ?? 0,
    lastComment: thread ? toComment(thread.last) : null,
  };
}

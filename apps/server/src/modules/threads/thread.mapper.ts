import type { AttachedPhoto, Person } from '@canopy/shared/schemas/people';
import type { CommentRow, ThreadSummary } from './thread-comments.types.ts';
import { toPerson } from '../comments/people.ts';
import type { ThreadRow } from './thread.service.ts';

/** The fields every thread item has in the API. */
export const toThreadFields = (row: ThreadRow, photos: AttachedPhoto[]) => ({
  _id: row.id,
  shortId: row.short_id,
  description: row.description,
  status: row.status,
  createdBy: toPerson(row.created_by_id, row.created_by_login, row.created_by_name),
  createdAt: row.created_at,
  photos,
});

/** A comment as the API names it; its writer is under `author` (bugs) or `createdBy` (tasks). */
export function toThreadComment<Key extends 'author' | 'createdBy'>(key: Key) {
  return (c: CommentRow) =>
    ({
      _id: c.id,
      text: c.text,
      [key]: toPerson(c.author_id, c.author_login, c.author_name),
      createdAt: c.created_at,
    }) as { _id: string; text: string; createdAt: string } & Record<Key, Person>;
}

/**
 * An item with its whole thread, and as lists carry it (the thread's length and newest comment only),
 * from the kind's own fields and comment shape.
 */
export function threadMappers<Row extends ThreadRow, Fields, Comment>(
  fields: (row: Row, photos: AttachedPhoto[]) => Fields,
  comment: (c: CommentRow) => Comment,
) {
  return {
    toItem: (row: Row, comments: readonly CommentRow[], photos: AttachedPhoto[]) => ({
      ...fields(row, photos),
      comments: comments.map(comment),
    }),
    toSummary: (row: Row, thread: ThreadSummary | undefined, photos: AttachedPhoto[]) => ({
      ...fields(row, photos),
      commentCount: thread?.count ?? 0,
      lastComment: thread ? comment(thread.last) : null,
    }),
  };
}

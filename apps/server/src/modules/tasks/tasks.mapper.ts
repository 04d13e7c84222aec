import type { AttachedPhoto } from '@canopy/shared/schemas/people';
import type { Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import type { CommentRow, ThreadSummary } from '../comments/comments.repository.ts';
import { toPerson } from '../comments/people.ts';
import type { TaskRow } from './tasks.repository.ts';

const toComment = (c: CommentRow): Task['comments'][number] => ({
  _id: c.id,
  text: c.text,
  createdBy: toPerson(c.author_id, c.author_login, c.author_name),
  createdAt: c.created_at,
});

function toTaskFields(row: TaskRow, photos: AttachedPhoto[]): Omit<Task, 'comments'> {
  return {
    _id: row.id,
    shortId: row.short_id,
    description: row.description,
    status: row.status,
    createdBy: toPerson(row.created_by_id, row.created_by_login, row.created_by_name),
    createdAt: row.created_at,
    completedAt: row.completed_at,
    photos,
  };
}

/** A task with its whole thread. */
export function toTask(row: TaskRow, comments: readonly CommentRow[], photos: AttachedPhoto[]): Task {
  return { ...toTaskFields(row, photos), comments: comments.map(toComment) };
}

/** A task as lists carry it: the thread's length and newest comment only. */
export function toTaskSummary(
  row: TaskRow,
  thread: ThreadSummary | undefined,
  photos: AttachedPhoto[],
): TaskSummary {
  return {
    ...toTaskFields(row, photos),
    commentCount: thread?.count ?? 0,
    lastComment: thread ? toComment(thread.last) : null,
  };
}

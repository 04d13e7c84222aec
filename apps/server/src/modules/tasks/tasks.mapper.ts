import type { AttachedPhoto } from '@canopy/shared/schemas/people';
import type { Task } from '@canopy/shared/schemas/tasks';
import type { CommentRow } from '../comments/comments.repository.ts';
import { toPerson } from '../comments/people.ts';
import type { TaskRow } from './tasks.repository.ts';

export function toTask(row: TaskRow, comments: readonly CommentRow[], photos: AttachedPhoto[]): Task {
  return {
    _id: row.id,
    shortId: row.short_id,
    description: row.description,
    status: row.status,
    createdBy: toPerson(row.created_by_id, row.created_by_login, row.created_by_name),
    createdAt: row.created_at,
    completedAt: row.completed_at,
    comments: comments.map((c) => ({
      _id: c.id,
      text: c.text,
      createdBy: toPerson(c.author_id, c.author_login, c.author_name),
      createdAt: c.created_at,
    })),
    photos,
  };
}

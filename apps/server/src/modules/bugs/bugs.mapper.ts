import type { Bug, BugSummary } from '@canopy/shared/schemas/bugs';
import type { AttachedPhoto } from '@canopy/shared/schemas/people';
import type { CommentRow, ThreadSummary } from '../threads/thread-comments.types.ts';
import { threadMappers, toThreadComment, toThreadFields } from '../threads/thread.mapper.ts';
import type { BugRow } from './bugs.repository.ts';

const bugMappers = threadMappers(
  (row: BugRow, photos: AttachedPhoto[]) => ({
    ...toThreadFields(row, photos),
    details: row.details,
    updatedAt: row.updated_at,
    statusChangedAt: row.status_changed_at,
    // The first photo is the report's screenshot.
    screenshotUrl: photos[0]?.url ?? null,
  }),
  toThreadComment('author'),
);

/** A bug with its whole thread. */
export const toBug: (row: BugRow, comments: readonly CommentRow[], photos: AttachedPhoto[]) => Bug =
  bugMappers.toItem;

/** A bug as lists carry it: the thread's length and newest comment only. */
export const toBugSummary: (
  row: BugRow,
  thread: ThreadSummary | undefined,
  photos: AttachedPhoto[],
) => BugSummary = bugMappers.toSummary;

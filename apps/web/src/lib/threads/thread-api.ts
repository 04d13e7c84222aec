import type { ZodType } from 'zod';
import type { AttachedPhoto, Person } from '@canopy/shared/schemas/people';
import type { QueuedWriteKind } from '../offline-queue/queued-write';

/** What every comment of a thread has; who wrote it is named per kind (`author`, `createdBy`). */
export interface ThreadCommentFields {
  _id: string;
  text: string;
  createdAt: string;
}

/** What every thread item has, a bug or a task: a status, an author, photos and a thread of comments. */
export interface ThreadItem<Comment extends ThreadCommentFields = ThreadCommentFields> {
  _id: string;
  shortId: string;
  description: string;
  /** A string, not the kind's enum: a status this version does not know is shown raw, not dropped. */
  status: string;
  createdBy: Person;
  createdAt: string;
  photos: AttachedPhoto[];
  comments: Comment[];
}

/** An item as lists carry it: its last comment and how many there are; the thread comes with the item. */
export type ThreadSummaryOf<Item extends ThreadItem> = Omit<Item, 'comments'> & {
  commentCount: number;
  lastComment: Item['comments'][number] | null;
};

/** Query keys of a kind of thread; invalidate `all` after any change. */
export interface ThreadKeys {
  all: readonly [string];
  detail: (id: string) => readonly unknown[];
}

/** The query keys every kind has: its name first, then what is cached under it. */
export const threadKeys = <Name extends string>(name: Name) => ({
  all: [name] as const,
  detail: (id: string) => [name, 'detail', id] as const,
});

/** Where a kind of thread lives on the API and how its answers are read: a bug's or a task's. */
export interface ThreadApi<Item extends ThreadItem> {
  /** The path under /api: `bugs`, `tasks`. */
  path: string;
  schema: ZodType<Item>;
  keys: ThreadKeys;
  /** The offline queue's kinds of a new item and of a comment on one. */
  queued: { item: QueuedWriteKind; comment: QueuedWriteKind };
}

/** `/bugs/{id}` and the like, the id encoded. */
export const itemPath = (api: ThreadApi<ThreadItem>, id: string, rest = ''): string =>
  `/${api.path}/${encodeURIComponent(id)}${rest}`;

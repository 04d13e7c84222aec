import { z } from 'zod';
import { BUG_SORTS, BUG_STATUSES } from '../bugs.ts';
import { archivePageOf, archivePageQuerySchema } from './archive-page.ts';
import { attachedPhotoSchema, personSchema, requiredText } from './people.ts';

export const BUG_DESCRIPTION_MAX = 2000;
export const BUG_DETAILS_MAX = 20_000;
export const COMMENT_MAX = 5000;

export const bugCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  author: personSchema,
  createdAt: z.string(),
});

/** `status` is a string, not the enum: a value this version does not know is shown raw, not dropped. */
export const bugSchema = z.object({
  _id: z.string(),
  shortId: z.string(),
  description: z.string(),
  details: z.string(),
  status: z.string(),
  createdBy: personSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  statusChangedAt: z.string(),
  comments: z.array(bugCommentSchema),
  photos: z.array(attachedPhotoSchema),
  screenshotUrl: z.string().nullable(),
});
export type Bug = z.infer<typeof bugSchema>;

/** A bug as lists carry it: its last comment and how many there are; the thread comes with the bug itself. */
export const bugSummarySchema = bugSchema.omit({ comments: true }).extend({
  commentCount: z.number().int().nonnegative(),
  lastComment: bugCommentSchema.nullable(),
});
export type BugSummary = z.infer<typeof bugSummarySchema>;

export const closedBugsPageSchema = archivePageOf(bugSummarySchema);
export type ClosedBugsPage = z.infer<typeof closedBugsPageSchema>;

/** The author comes from the token; `login` and `displayName` in a body are ignored. */
export const createBugBodySchema = z.object({
  description: requiredText(BUG_DESCRIPTION_MAX),
  details: z.string().trim().max(BUG_DETAILS_MAX).default(''),
});
export type CreateBugBody = z.input<typeof createBugBodySchema>;

export const updateBugBodySchema = z.object({
  description: requiredText(BUG_DESCRIPTION_MAX).optional(),
  details: z.string().trim().max(BUG_DETAILS_MAX).optional(),
});
export type UpdateBugBody = z.input<typeof updateBugBodySchema>;

export const bugStatusBodySchema = z.object({ status: z.enum(BUG_STATUSES) });
export const commentBodySchema = z.object({ text: requiredText(COMMENT_MAX) });
export type CommentBody = z.input<typeof commentBodySchema>;

export const listBugsQuerySchema = z.object({
  includeClosed: z.enum(['true', 'false']).optional(),
});

/** The most pins a browser sends with a page (SPEC keeps pins in the browser). */
export const BUG_PINS_MAX = 100;
export const BUG_ID_MAX = 64;

/**
 * One page of the bugs list as the page shows it: sorted (priority by default), filtered to one status,
 * closed bugs only with `includeClosed=true`. `pinned` (comma-separated ids) are listed apart, first.
 */
export const bugsPageQuerySchema = archivePageQuerySchema.extend({
  sort: z.enum(BUG_SORTS).default('priority'),
  status: z.string().min(1).max(BUG_ID_MAX).optional(),
  includeClosed: z.enum(['true', 'false']).optional(),
  pinned: z
    .string()
    .max(BUG_PINS_MAX * (BUG_ID_MAX + 1))
    .optional(),
});
export type BugsPageQuery = z.output<typeof bugsPageQuerySchema>;

/**
 * `items` never holds a pinned bug: the first page (no cursor) carries the pinned ones the filter keeps in
 * `pinned`, in the same order, and `livePins`, the pins that still name a bug not closed (a browser drops
 * the others), whatever the filter.
 */
export const bugsPageSchema = z.object({
  items: z.array(bugSummarySchema),
  nextCursor: z.string().nullable(),
  pinned: z.array(bugSummarySchema),
  livePins: z.array(z.string()),
});
export type BugsPage = z.infer<typeof bugsPageSchema>;

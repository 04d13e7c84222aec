import { z } from 'zod';
import { ARCHIVE_PAGE_SIZE, ARCHIVE_PAGE_SIZE_MAX } from '../constants.ts';

/** One page of closed bugs or done tasks: most recently finished first, then on with `nextCursor`. */
export const archivePageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ARCHIVE_PAGE_SIZE_MAX).default(ARCHIVE_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type ArchivePageQuery = z.output<typeof archivePageQuerySchema>;

/** `total` counts the whole archive, so a list can say how many there are before it is opened. */
export const archivePageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().nonnegative(),
  });

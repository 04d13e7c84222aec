import { z } from 'zod';

/** What `DELETE` moves to the trash instead of removing, as the URLs spell it. */
export const TRASH_ENTITIES = ['strain', 'cutting', 'news', 'bug', 'task', 'room'] as const;
export type TrashEntity = (typeof TRASH_ENTITIES)[number];

/** Items `GET /api/trash` answers with at most, newest first. */
export const TRASH_LIST_LIMIT = 500;

/** Days an item stays in the trash unless `TRASH_DAYS` says otherwise. */
export const DEFAULT_TRASH_DAYS = 30;

export const trashEntitySchema = z.enum(TRASH_ENTITIES);

export const trashItemSchema = z.object({
  entity: trashEntitySchema,
  id: z.string(),
  /**
   * A strain's or news item's name or title, a cutting's code and name, a bug's or task's description, a
   * room's name.
   */
  name: z.string(),
  deletedAt: z.string(),
  deletedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  /**
   * When the purge removes it for good; null for what other records still name, which stays in the trash
   * for good (a room a run used: the run's history keeps it).
   */
  purgeAt: z.string().nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashListSchema = z.object({
  items: z.array(trashItemSchema),
  /** `TRASH_DAYS`: how long an item stays. */
  trashDays: z.number().int(),
});
export type TrashList = z.infer<typeof trashListSchema>;

export const trashItemParamsSchema = z.object({
  entity: trashEntitySchema,
  id: z.string().min(1).max(64),
});

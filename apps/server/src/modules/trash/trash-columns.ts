/**
 * The trash marks of strains, cuttings, news, bugs and tasks (migration 0019): what the trash module asks
 * of the table of every kind it takes, so each kind's `.table.ts` adds these columns from here.
 */
export interface TrashColumns {
  /** When the row went to the trash (ISO 8601); null while it is live. */
  deleted_at: string | null;
  /** Who sent it there; no foreign key, so it outlives the account. */
  deleted_by: string | null;
}

type TrashKey = 'deleted_at' | 'deleted_by' | 'deleted_with';

/**
 * A row type whose trash marks may be left out: a new row is never in the trash, so the code that builds
 * one (and the mappers that read one) need not name them.
 */
export type TrashOptional<R> = Omit<R, TrashKey> & Partial<Pick<R, Extract<keyof R, TrashKey>>>;

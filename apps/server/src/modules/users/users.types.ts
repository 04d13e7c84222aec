import type { Selectable } from 'kysely';
import type { UsersTable } from './users.table.ts';

/** A user as stored. */
export type UserRow = Selectable<UsersTable>;

/**
 * What other modules may read of the accounts, handed to them by the composition (the users repository
 * is one): a user by id (a record's author, the caller's own account), by login (the password login), and
 * every user (the demo finds its admin). Each module takes the part it reads.
 */
export interface UserDirectory {
  findById(id: string): Promise<UserRow | undefined>;
  findByEmail(email: string): Promise<UserRow | undefined>;
  list(): Promise<UserRow[]>;
}

/** How a record's author is looked up. */
export type UserLookup = Pick<UserDirectory, 'findById'>;

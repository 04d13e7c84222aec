import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createUsersRepository, type UsersRepository } from './users.repository.ts';

/**
 * What single sign-on does with accounts, in its own transaction: find one by id or login, create one for
 * a new person, and set the role the provider's groups give.
 */
export type AccountStore = Pick<UsersRepository, 'findById' | 'findByEmail' | 'insert' | 'update'>;

export const accountStore = (executor: Kysely<Database>): AccountStore => createUsersRepository(executor);

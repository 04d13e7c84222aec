import type { Role } from '@canopy/shared/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from './users.types.ts';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    list(): Promise<UserRow[]> {
      return db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id').execute();
    },

    /** Every user, each with whether their second factor is on (an enrolment begun but not confirmed is not). */
    listWithMfa(): Promise<(UserRow & { mfa_enabled_at: string | null })[]> {
      return db
        .selectFrom('users')
        .leftJoin('user_mfa', 'user_mfa.user_id', 'users.id')
        .selectAll('users')
        .select('user_mfa.enabled_at as mfa_enabled_at')
        .orderBy('users.created_at')
        .orderBy('users.id')
        .execute();
    },

    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select(({ fn }) => fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(user: UserRow): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },

    async update(
      id: string,
      changes: Partial<Pick<UserRow, 'email' | 'role' | 'password_hash'>> & { updated_at: string },
    ): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    /** Ids of the admins, locked until the transaction ends on PostgreSQL (SQLite writers are serial). */
    async lockAdminIds(forUpdate: boolean): Promise<string[]> {
      let query = db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin' satisfies Role);
      if (forUpdate) query = query.forUpdate();
      return (await query.execute()).map((row) => row.id);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

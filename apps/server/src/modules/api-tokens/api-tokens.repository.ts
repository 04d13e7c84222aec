import type { Role } from '@canopy/shared/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApiTokensTable } from './api-tokens.table.ts';

export type ApiTokenRow = Omit<ApiTokensTable, 'token_hash'>;

/** A live token with its owner's role as it is now (a demoted owner's token is demoted too). */
export interface LiveApiToken {
  tokenId: string;
  userId: string;
  role: Role;
  scope: ApiTokensTable['scope'];
  lastUsedAt: string | null;
}

const LISTED = ['id', 'user_id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'] as const;

export function createApiTokensRepository(db: Kysely<Database>) {
  return {
    async insert(row: ApiTokensTable) {
      await db.insertInto('api_tokens').values(row).execute();
    },

    async findLive(tokenHash: string, now: string): Promise<LiveApiToken | undefined> {
      return db
        .selectFrom('api_tokens')
        .innerJoin('users', 'users.id', 'api_tokens.user_id')
        .select([
          'api_tokens.id as tokenId',
          'users.id as userId',
          'users.role as role',
          'api_tokens.scope as scope',
          'api_tokens.last_used_at as lastUsedAt',
        ])
        .where('api_tokens.token_hash', '=', tokenHash)
        .where('api_tokens.expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Writes "last used" unless it was written since `staleBefore` (at most once a minute). */
    async recordUse(tokenId: string, at: string, staleBefore: string) {
      await db
        .updateTable('api_tokens')
        .set({ last_used_at: at })
        .where('id', '=', tokenId)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', staleBefore)]))
        .execute();
    },

    async countLive(userId: string, now: string): Promise<number> {
      const { count } = await db
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The user's tokens, expired ones included (so they can see why a script stopped), newest first. */
    async listForUser(userId: string): Promise<ApiTokenRow[]> {
      return db
        .selectFrom('api_tokens')
        .select(LISTED)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** One token with its owner's email, as the audit log names it. */
    async findWithOwner(id: string): Promise<(ApiTokenRow & { email: string }) | undefined> {
      return db
        .selectFrom('api_tokens')
        .innerJoin('users', 'users.id', 'api_tokens.user_id')
        .select(LISTED.map((column) => `api_tokens.${column}` as const))
        .select('users.email as email')
        .where('api_tokens.id', '=', id)
        .executeTakeFirst();
    },

    async listAll(): Promise<(ApiTokenRow & { email: string })[]> {
      return db
        .selectFrom('api_tokens')
        .innerJoin('users', 'users.id', 'api_tokens.user_id')
        .select(LISTED.map((column) => `api_tokens.${column}` as const))
        .select('users.email as email')
        .orderBy('api_tokens.created_at', 'desc')
        .orderBy('api_tokens.id', 'desc')
        .execute();
    },

    /** Deletes the token (of `userId` only, when given); false when there was none to delete. */
    async delete(tokenId: string, userId?: string): Promise<boolean> {
      let query = db.deleteFrom('api_tokens').where('id', '=', tokenId);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      const result = await query.executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;

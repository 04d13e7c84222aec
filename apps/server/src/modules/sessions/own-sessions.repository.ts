import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { updatedAny } from '../../db/updated-any.ts';

export interface SessionRow {
  id: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  user_agent: string | null;
  browser: string | null;
  os: string | null;
  ip_address: string | null;
}

/** A person's own sessions: listing them and ending them. Only live rows (not revoked, not expired). */
export function createOwnSessionsRepository(db: Kysely<Database>) {
  const live = (userId: string, now: string) =>
    db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now);

  return {
    async listLive(userId: string, now: string): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .select([
          'id',
          'created_at',
          'expires_at',
          'last_used_at',
          'user_agent',
          'browser',
          'os',
          'ip_address',
        ])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
    },

    /** Ends one live session of the user; false when it is not theirs or not live. */
    async revokeOne(userId: string, sessionId: string, now: string): Promise<boolean> {
      const result = await live(userId, now).where('id', '=', sessionId).executeTakeFirst();
      return updatedAny(result);
    },

    /** Ends every live session of the user but `keepId`; how many ended. */
    async revokeOthers(userId: string, keepId: string, now: string): Promise<number> {
      const result = await live(userId, now).where('id', '!=', keepId).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

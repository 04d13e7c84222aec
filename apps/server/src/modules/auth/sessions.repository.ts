import type { Role } from '@canopy/shared/roles';
import { CompiledQuery, type Kysely } from 'kysely';
import { markForPostgres } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  role: Role;
}

const SESSION_ID = '\u0000session-id';
const NOW = '\u0000now';

export function createSessionsRepository(db: Kysely<Database>) {
  /**
   * The lookup every authenticated request makes, built and compiled by Kysely once; each call only
   * puts its two values in their places (its statement is then reused by the driver).
   */
  let findActiveQuery:
    { compiled: CompiledQuery<ActiveSession>; sessionAt: number; nowAt: number } | undefined;
  function compileFindActive() {
    const compiled = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id as sessionId', 'users.id as userId', 'users.role as role'])
      .where('sessions.id', '=', SESSION_ID)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', NOW)
      .compile();
    markForPostgres(compiled.sql, { named: true, textRows: false });
    return {
      compiled,
      sessionAt: compiled.parameters.indexOf(SESSION_ID),
      nowAt: compiled.parameters.indexOf(NOW),
    };
  }

  return {
    async insert(session: { id: string; userId: string; createdAt: string; expiresAt: string }) {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
          revoked_at: null,
        })
        .execute();
    },

    /** The session with its user's current role, if it is neither revoked nor expired. */
    async findActive(sessionId: string, now: string): Promise<ActiveSession | undefined> {
      findActiveQuery ??= compileFindActive();
      const { compiled, sessionAt, nowAt } = findActiveQuery;
      const parameters = [...compiled.parameters];
      parameters[sessionAt] = sessionId;
      parameters[nowAt] = now;
      const { rows } = await db.executeQuery(
        CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<ActiveSession>,
      );
      return rows[0];
    },

    async revoke(sessionId: string, now: string) {
      await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
    },

    async revokeAllForUser(userId: string, now: string) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Expired and revoked rows serve no purpose once the token could no longer be valid anyway. */
    async deleteExpired(before: string) {
      await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

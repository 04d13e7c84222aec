import type { Role } from '@canopy/shared/roles';
import { CompiledQuery, type Kysely } from 'kysely';
import { markForPostgres } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  role: Role;
  lastUsedAt: string | null;
  /** 1 while the session may only turn two-factor login on (MFA_REQUIRED_ROLES), else 0. */
  mfaEnrollmentPending: number;
}

/** Where a session was used from, as recorded on it. */
export interface SessionUse {
  at: string;
  ip: string;
  /** Recorded with the first use only: a session belongs to the browser that signed in. */
  agent?: { userAgent: string | null; browser: string | null; os: string | null };
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
      .select([
        'sessions.id as sessionId',
        'users.id as userId',
        'users.role as role',
        'sessions.last_used_at as lastUsedAt',
        'sessions.mfa_enrollment_pending as mfaEnrollmentPending',
      ])
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
    async insert(session: {
      id: string;
      userId: string;
      createdAt: string;
      expiresAt: string;
      mfaEnrollmentPending?: boolean;
    }) {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
          revoked_at: null,
          mfa_enrollment_pending: session.mfaEnrollmentPending ? 1 : 0,
        })
        .execute();
    },

    /**
     * Records a use unless one was recorded since `staleBefore`: concurrent requests of one session
     * write it once, and an answer never waits on a write it does not need.
     */
    async recordUse(sessionId: string, use: SessionUse, staleBefore: string) {
      await db
        .updateTable('sessions')
        .set({
          last_used_at: use.at,
          ip_address: use.ip,
          ...(use.agent && {
            user_agent: use.agent.userAgent,
            browser: use.agent.browser,
            os: use.agent.os,
          }),
        })
        .where('id', '=', sessionId)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', staleBefore)]))
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

    /** Every live session of the user may only enrol (true), or may do everything again (false). */
    async setMfaEnrollmentPending(userId: string, pending: boolean) {
      await db
        .updateTable('sessions')
        .set({ mfa_enrollment_pending: pending ? 1 : 0 })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
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

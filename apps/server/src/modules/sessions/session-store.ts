import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions.repository.ts';

export type { ActiveSession, SessionUse } from './sessions.repository.ts';

/**
 * What other modules do with login sessions, in their own transaction when given one: auth opens, checks
 * and ends them, MFA holds a person's sessions to enrolment, and users end a removed or changed person's.
 * The sessions module lists and revokes them for their owner.
 */
export type SessionStore = Pick<
  SessionsRepository,
  | 'insert'
  | 'findActive'
  | 'recordUse'
  | 'setMfaEnrollmentPending'
  | 'revoke'
  | 'revokeAllForUser'
  | 'deleteExpired'
>;

export const sessionStore = (executor: Kysely<Database>): SessionStore => createSessionsRepository(executor);

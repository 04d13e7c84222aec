import { createHash, randomBytes } from 'node:crypto';
import { MFA_TOKEN_TTL_MS } from '@canopy/shared/constants';
import type { Role } from '@canopy/shared/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The ticket between a login's password and its code. It is a random value kept only as a hash with
 * its expiry, not a JWT: it cannot be mistaken for a session token (the authenticator reads it as no
 * token at all), a database copy does not reveal it, and using it once deletes it.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface MfaChallenge {
  id: string;
  userId: string;
  email: string;
  role: Role;
}

export function createMfaChallenges(db: Kysely<Database>) {
  return {
    async issue(userId: string, now: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.deleteFrom('mfa_challenges').where('expires_at', '<=', now.toISOString()).execute();
      await db
        .insertInto('mfa_challenges')
        .values({
          id: hashOf(token),
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + MFA_TOKEN_TTL_MS).toISOString(),
        })
        .execute();
      return token;
    },

    /** The unexpired challenge the token names, with its user as they are now. */
    async find(token: string, now: Date): Promise<MfaChallenge | undefined> {
      const row = await db
        .selectFrom('mfa_challenges')
        .innerJoin('users', 'users.id', 'mfa_challenges.user_id')
        .select([
          'mfa_challenges.id as id',
          'users.id as userId',
          'users.email as email',
          'users.role as role',
        ])
        .where('mfa_challenges.id', '=', hashOf(token))
        .where('mfa_challenges.expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row;
    },

    /** Uses the challenge up; false if another request already did. */
    async consume(id: string): Promise<boolean> {
      const result = await db.deleteFrom('mfa_challenges').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows === 1n;
    },

    async deleteForUser(userId: string) {
      await db.deleteFrom('mfa_challenges').where('user_id', '=', userId).execute();
    },
  };
}

export type MfaChallenges = ReturnType<typeof createMfaChallenges>;

import type { LoginFailureReason } from '@canopy/shared/audit';
import { SESSION_TTL_MS } from '@canopy/shared/constants';
import type { Actor } from '@canopy/shared/permissions';
import type { Role } from '@canopy/shared/roles';
import type { LoginResponse } from '@canopy/shared/schemas/mfa';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { unauthenticated } from '../../lib/app-error.ts';
import type { Credential, RequestClient } from '../../http/policy.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { UserDirectory } from '../users/users.types.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { isApiToken } from '../api-tokens/api-token-secret.ts';
import { createApiTokensService } from '../api-tokens/api-tokens.service.ts';
import { createLoginThrottle } from '../login-throttle/login-throttle.ts';
import { sessionUse, staleBefore, useIsDue } from '../sessions/session-use.ts';
import { sessionStore } from '../sessions/session-store.ts';
import type { Passwords } from '../users/passwords.ts';
import { createMfaChallenges } from '../mfa/mfa-challenges.ts';
import { createSecondFactor, type SecondFactorProof } from '../mfa/second-factor.ts';
import { loginFailed, mfaCodeWrong, mfaTokenInvalid } from './auth.errors.ts';
import type { TokenSigner } from './tokens.ts';

/** The English words of each failure, for the summary's English line. */
const FAILURE_TEXT: Record<LoginFailureReason, string> = {
  wrong_password: 'wrong password',
  no_account: 'no such account',
  wrong_code: 'wrong second-factor code',
};

export interface AuthServiceDeps {
  db: Kysely<Database>;
  tokens: TokenSigner;
  clock: Clock;
  users: Pick<UserDirectory, 'findByEmail'>;
  passwords: Passwords;
  /** MFA_REQUIRED_ROLES: users of these roles without two-factor login get sessions that may only enrol. */
  mfaRequiredRoles?: readonly Role[];
  /**
   * OIDC_ONLY: the one account (ADMIN_EMAIL) that may still log in with a password, kept for emergencies;
   * every other password login is refused. Unset: password login for everyone.
   */
  passwordLoginOnlyFor?: string;
}

export function createAuthService({
  db,
  tokens,
  clock,
  users,
  passwords,
  mfaRequiredRoles = [],
  passwordLoginOnlyFor,
}: AuthServiceDeps) {
  const sessions = sessionStore(db);
  const apiTokens = createApiTokensService({ db, clock });
  const throttle = createLoginThrottle(db);
  const secondFactor = createSecondFactor(db);
  const challenges = createMfaChallenges(db);

  /** A session; `mfaEnrollmentPending` makes it one that may only turn two-factor login on. */
  async function issueToken(
    actor: Actor,
    options: { mfaEnrollmentPending?: boolean } = {},
    executor: Kysely<Database> = db,
  ): Promise<string> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    const sessionId = newId(now.getTime());
    await sessionStore(executor).insert({
      id: sessionId,
      userId: actor.id,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      mfaEnrollmentPending: options.mfaEnrollmentPending ?? false,
    });
    return tokens.sign({ id: actor.id, role: actor.role, sid: sessionId }, now, expiresAt);
  }

  /** A failed guess counts against the throttle and is logged, both or neither. */
  async function recordFailure(
    keys: string[],
    now: Date,
    email: string,
    userId: string | null,
    reason: LoginFailureReason,
  ) {
    await db.transaction().execute(async (trx) => {
      await createLoginThrottle(trx).fail(keys, now);
      await recordAudit(trx, {
        at: now,
        actor: null,
        action: 'login_failed',
        entity: 'user',
        entityId: userId,
        summary: `Failed login for ${email}: ${FAILURE_TEXT[reason]}`,
        event: 'login_failed',
        values: { email, reason },
      });
    });
  }

  /** A new session and its `login` entry (marked when it came through single sign-on), in one transaction. */
  async function startSession(
    user: { id: string; role: Role; email: string },
    mustEnrol = false,
    viaSso = false,
  ) {
    return db.transaction().execute(async (trx) => {
      const token = await issueToken(user, { mfaEnrollmentPending: mustEnrol }, trx);
      await recordAudit(trx, {
        at: clock.now(),
        actor: { id: user.id, email: user.email },
        action: 'login',
        entity: 'user',
        entityId: user.id,
        summary: viaSso ? `${user.email} logged in through single sign-on` : `${user.email} logged in`,
        event: viaSso ? 'sso_login' : 'login',
        values: { email: user.email },
      });
      return token;
    });
  }

  return {
    issueToken,

    /**
     * A session for a person the OpenID provider vouched for: the same session a password login opens,
     * without Canopy's own second factor or its enrolment (the provider is responsible for those).
     */
    async startSsoSession(user: { id: string; role: Role; email: string }): Promise<string> {
      await sessions.deleteExpired(clock.now().toISOString());
      return startSession(user, false, true);
    },

    /**
     * The current password a signed-in user gives to change their own email or password. Guessing it
     * must cost what guessing a login costs, so it shares the login throttle and counts its failures.
     */
    async checkCurrentPassword(email: string, passwordHash: string, password: string, clientIp: string) {
      const now = clock.now();
      const keys = throttle.keysFor(email, clientIp).all;
      await throttle.assertNotThrottled(keys, now);
      if (await passwords.verify(passwordHash, password)) return true;
      await throttle.fail(keys, now);
      return false;
    },

    /**
     * The password step. With two-factor login on, the answer is a ticket for the second step and the
     * account's failures stay counted until that step succeeds: a known password must not reset the
     * throttle on code guesses.
     */
    async login(email: string, password: string, clientIp: string): Promise<LoginResponse> {
      const now = clock.now();
      const { account: accountKey, all: keys } = throttle.keysFor(email, clientIp);
      await throttle.assertNotThrottled(keys, now);

      const login = email.trim().toLowerCase();
      // Under OIDC_ONLY the password is not even checked: the answer is the same as a wrong one's.
      if (passwordLoginOnlyFor !== undefined && login !== passwordLoginOnlyFor) throw loginFailed();
      const user = await users.findByEmail(login);
      const valid = user
        ? await passwords.verify(user.password_hash, password)
        : await passwords.verifyAgainstDummy(password);
      if (!user || !valid) {
        await recordFailure(keys, now, login, user?.id ?? null, user ? 'wrong_password' : 'no_account');
        throw loginFailed();
      }
      if (await secondFactor.isEnabled(user.id)) {
        return { mfaRequired: true, mfaToken: await challenges.issue(user.id, now) };
      }
      await throttle.clear(accountKey);
      await sessions.deleteExpired(now.toISOString());
      const mustEnrol = mfaRequiredRoles.includes(user.role);
      const token = await startSession(user, mustEnrol);
      return mustEnrol ? { token, mfaEnrollmentRequired: true } : { token };
    },

    /** The second step: the ticket from the password step and a code (or a recovery code) give a session. */
    async completeMfaLogin(mfaToken: string, proof: SecondFactorProof, clientIp: string): Promise<string> {
      const now = clock.now();
      const challenge = await challenges.find(mfaToken, now);
      if (!challenge) throw mfaTokenInvalid();
      const { account: accountKey, all: keys } = throttle.keysFor(challenge.email, clientIp);
      await throttle.assertNotThrottled(keys, now);
      if (!(await secondFactor.check(challenge.userId, proof, now))) {
        await recordFailure(keys, now, challenge.email, challenge.userId, 'wrong_code');
        throw mfaCodeWrong();
      }
      if (!(await challenges.consume(challenge.id))) throw mfaTokenInvalid();
      await throttle.clear(accountKey);
      await sessions.deleteExpired(now.toISOString());
      return startSession({ id: challenge.userId, role: challenge.role, email: challenge.email });
    },

    async logout(actor: Actor, sessionId: string): Promise<void> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await sessionStore(trx).revoke(sessionId, now.toISOString());
        await recordAudit(trx, {
          at: now,
          actor,
          action: 'logout',
          entity: 'session',
          entityId: sessionId,
          summary: 'Logged out',
          event: 'logout',
        });
      });
    },

    /**
     * A token is good only while its session row is live and its role is still the user's role, so
     * logout, password change, role change and deletion take effect at once. An API token (`cnp_...`)
     * is checked against its own table instead. Each session records where it is used, at most once a
     * minute (its first use also records the device).
     */
    async authenticate(
      token: string,
      client?: RequestClient,
    ): Promise<Credential & { mfaEnrollmentPending: boolean }> {
      if (isApiToken(token)) return { ...(await apiTokens.authenticate(token)), mfaEnrollmentPending: false };
      const now = clock.now();
      const payload = await tokens.verify(token, now);
      if (!payload) throw unauthenticated();
      const session = await sessions.findActive(payload.sid, now.toISOString());
      if (!session || session.userId !== payload.id || session.role !== payload.role) throw unauthenticated();
      if (client && useIsDue(session.lastUsedAt, now)) {
        const use = sessionUse(client, now, session.lastUsedAt === null);
        // Best effort: a missed "last used" costs nothing, failing the caller's request for it would.
        await sessions.recordUse(session.sessionId, use, staleBefore(now)).catch(() => undefined);
      }
      return {
        actor: { id: session.userId, role: session.role },
        sessionId: session.sessionId,
        apiToken: null,
        mfaEnrollmentPending: session.mfaEnrollmentPending === 1,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

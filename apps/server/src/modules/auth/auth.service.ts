import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, SESSION_TTL_MS } from '@canopy/shared/constants';
import type { Actor } from '@canopy/shared/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { unauthenticated } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { loginFailed, loginThrottled } from './auth.errors.ts';
import { createLoginFailuresRepository } from './login-failures.repository.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import type { TokenSigner } from './tokens.ts';

export interface AuthServiceDeps {
  db: Kysely<Database>;
  tokens: TokenSigner;
  clock: Clock;
}

export function createAuthService({ db, tokens, clock }: AuthServiceDeps) {
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const failures = createLoginFailuresRepository(db);

  /** 429 once either the account or the client address has used up its failures in the window. */
  async function assertNotThrottled(keys: string[], now: Date) {
    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
    const counts = await failures.countSince(keys, since.toISOString());
    const blocked = counts.filter((entry) => entry.count >= LOGIN_FAILURE_LIMIT);
    if (blocked.length === 0) return;
    const freesAt = Math.max(...blocked.map((entry) => Date.parse(entry.oldest) + LOGIN_FAILURE_WINDOW_MS));
    throw loginThrottled(Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)));
  }

  async function issueToken(actor: Actor): Promise<string> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    const sessionId = newId(now.getTime());
    await sessions.insert({
      id: sessionId,
      userId: actor.id,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    return tokens.sign({ id: actor.id, role: actor.role, sid: sessionId }, now, expiresAt);
  }

  return {
    issueToken,

    /**
     * The current password a signed-in user gives to change their own email or password. Guessing it
     * must cost what guessing a login costs, so it shares the login throttle and counts its failures.
     */
    async checkCurrentPassword(email: string, passwordHash: string, password: string, clientIp: string) {
      const now = clock.now();
      const keys = [`account:${email}`, `ip:${clientIp}`];
      await assertNotThrottled(keys, now);
      if (await verifyPassword(passwordHash, password)) return true;
      await failures.record(keys, now.toISOString());
      return false;
    },

    async login(email: string, password: string, clientIp: string): Promise<string> {
      const now = clock.now();
      const accountKey = `account:${email.trim().toLowerCase()}`;
      const keys = [accountKey, `ip:${clientIp}`];
      await assertNotThrottled(keys, now);

      const user = await users.findByEmail(email.trim().toLowerCase());
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await failures.record(keys, now.toISOString());
        await failures.deleteOlderThan(new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString());
        throw loginFailed();
      }
      await failures.clear(accountKey);
      await sessions.deleteExpired(now.toISOString());
      return issueToken({ id: user.id, role: user.role });
    },

    async logout(sessionId: string): Promise<void> {
      await sessions.revoke(sessionId, clock.now().toISOString());
    },

    /**
     * A token is good only while its session row is live and its role is still the user's role, so
     * logout, password change, role change and deletion take effect at once.
     */
    async authenticate(token: string): Promise<{ actor: Actor; sessionId: string }> {
      const now = clock.now();
      const payload = await tokens.verify(token, now);
      if (!payload) throw unauthenticated();
      const session = await sessions.findActive(payload.sid, now.toISOString());
      if (!session || session.userId !== payload.id || session.role !== payload.role) throw unauthenticated();
      return { actor: { id: session.userId, role: session.role }, sessionId: session.sessionId };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

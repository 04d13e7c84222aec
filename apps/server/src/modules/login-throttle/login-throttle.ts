import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@canopy/shared/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loginThrottled } from './login-throttle.errors.ts';
import { createLoginFailuresRepository } from './login-failures.repository.ts';

/**
 * The login throttle, against guessing: failures are counted per account and per client address, and
 * anything that guesses a credential (a password, a second-factor code) counts against the same keys.
 */
export function createLoginThrottle(db: Kysely<Database>) {
  const failures = createLoginFailuresRepository(db);

  return {
    keysFor(email: string, clientIp: string) {
      const account = `account:${email.trim().toLowerCase()}`;
      return { account, all: [account, `ip:${clientIp}`] };
    },

    /** 429 once either the account or the client address has used up its failures in the window. */
    async assertNotThrottled(keys: string[], now: Date) {
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
      const counts = await failures.countSince(keys, since.toISOString());
      const blocked = counts.filter((entry) => entry.count >= LOGIN_FAILURE_LIMIT);
      if (blocked.length === 0) return;
      const freesAt = Math.max(...blocked.map((entry) => Date.parse(entry.oldest) + LOGIN_FAILURE_WINDOW_MS));
      throw loginThrottled(Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)));
    },

    async fail(keys: string[], now: Date) {
      await failures.record(keys, now.toISOString());
      await failures.deleteOlderThan(new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString());
    },

    async clear(accountKey: string) {
      await failures.clear(accountKey);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

import { MFA_RECOVERY_CODE_COUNT } from '@canopy/shared/constants';
import type { Actor } from '@canopy/shared/permissions';
import type { Role } from '@canopy/shared/roles';
import type { MfaEnableResponse, MfaSetupResponse, MfaStatus } from '@canopy/shared/schemas/mfa';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLoginThrottle } from '../login-throttle/login-throttle.ts';
import { sessionStore } from '../sessions/session-store.ts';
import type { Passwords } from '../users/passwords.ts';
import { currentPasswordWrong, userNotFound } from '../users/users.errors.ts';
import type { UserLookup } from '../users/users.types.ts';
import { recordAudit, type AuditEntryInput } from '../audit/record-audit.ts';
import { createMfaChallenges } from './mfa-challenges.ts';
import { mfaAlreadyEnabled, mfaCodeInvalid, mfaNotEnabled, mfaSetupRequired } from './mfa.errors.ts';
import { createMfaRepository } from './mfa.repository.ts';
import { hashRecoveryCode, newRecoveryCode } from './recovery-codes.ts';
import { createSecondFactor, proofOf } from './second-factor.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

export interface MfaServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  users: UserLookup;
  passwords: Passwords;
  /** MFA_REQUIRED_ROLES: losing the second factor sends such a user's sessions back to enrolment. */
  mfaRequiredRoles?: readonly Role[];
}

/** Turning two-factor login on and off for oneself, and an admin's reset of someone else's. */
export function createMfaService({ db, clock, users, passwords, mfaRequiredRoles = [] }: MfaServiceDeps) {
  const mfa = createMfaRepository(db);
  const secondFactor = createSecondFactor(db);
  const throttle = createLoginThrottle(db);

  async function userOf(id: string) {
    const user = await users.findById(id);
    if (!user) throw userNotFound();
    return user;
  }

  /**
   * Removes the second factor; a user whose role requires one may then only enrol again. Logged as
   * `entry`, in the same transaction.
   */
  async function turnOff(userId: string, role: Role, entry: AuditEntryInput) {
    await db.transaction().execute(async (trx) => {
      await recordAudit(trx, entry);
      await createMfaRepository(trx).remove(userId);
      await createMfaChallenges(trx).deleteForUser(userId);
      if (mfaRequiredRoles.includes(role)) {
        await sessionStore(trx).setMfaEnrollmentPending(userId, true);
      }
    });
  }

  return {
    async status(actor: Actor): Promise<MfaStatus> {
      const enabled = await secondFactor.isEnabled(actor.id);
      return { enabled, recoveryCodesLeft: enabled ? await mfa.countUnusedRecoveryCodes(actor.id) : 0 };
    },

    /** A new secret, pending until a code from it turns two-factor login on. */
    async setup(actor: Actor): Promise<MfaSetupResponse> {
      const user = await userOf(actor.id);
      if (await secondFactor.isEnabled(user.id)) throw mfaAlreadyEnabled();
      const secret = newTotpSecret();
      await mfa.savePendingSecret(user.id, secret, clock.now().toISOString());
      return { secret, otpauthUrl: totpUri(secret, user.email) };
    },

    /**
     * A code from the pending secret proves the app holds it: two-factor login is on, the recovery codes
     * are made (and returned this once), and the caller's sessions may do everything again.
     */
    async enable(actor: Actor, code: string): Promise<MfaEnableResponse> {
      const row = await mfa.find(actor.id);
      if (row?.secret) throw mfaAlreadyEnabled();
      if (!row?.pendingSecret) throw mfaSetupRequired();
      const now = clock.now();
      const step = await matchTotp(row.pendingSecret, code, now);
      if (step === null) throw mfaCodeInvalid();

      const recoveryCodes = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, newRecoveryCode);
      const pendingSecret = row.pendingSecret;
      await db.transaction().execute(async (trx) => {
        const repository = createMfaRepository(trx);
        // Another request may have enabled it, or set up again, since the read above.
        if (!(await repository.enable(actor.id, pendingSecret, step, now.toISOString()))) {
          throw mfaSetupRequired();
        }
        await repository.replaceRecoveryCodes(
          actor.id,
          recoveryCodes.map(hashRecoveryCode),
          now.toISOString(),
        );
        await sessionStore(trx).setMfaEnrollmentPending(actor.id, false);
        await recordAudit(trx, {
          at: now,
          actor,
          action: 'mfa_enable',
          entity: 'user',
          entityId: actor.id,
          summary: 'Two-factor login turned on',
          event: 'mfa_enabled',
          changes: { mfaEnabled: [false, true] },
        });
      });
      return { recoveryCodes };
    },

    /**
     * Turning it off asks for the password and a code (or a recovery code): a session left open on a
     * shared computer must not be enough. Both guesses count against the login throttle.
     */
    async disable(actor: Actor, password: string, code: string, clientIp: string): Promise<void> {
      const user = await userOf(actor.id);
      if (!(await secondFactor.isEnabled(user.id))) throw mfaNotEnabled();
      const now = clock.now();
      const keys = throttle.keysFor(user.email, clientIp).all;
      await throttle.assertNotThrottled(keys, now);
      if (!(await passwords.verify(user.password_hash, password))) {
        await throttle.fail(keys, now);
        throw currentPasswordWrong();
      }
      if (!(await secondFactor.check(user.id, proofOf(code), now))) {
        await throttle.fail(keys, now);
        throw mfaCodeInvalid();
      }
      await turnOff(user.id, user.role, {
        at: now,
        actor: { id: user.id, email: user.email },
        action: 'mfa_disable',
        entity: 'user',
        entityId: user.id,
        summary: 'Two-factor login turned off',
        event: 'mfa_disabled',
        changes: { mfaEnabled: [true, false] },
      });
    },

    /**
     * An admin turns off someone's second factor (a lost phone, no recovery code left). Their own goes
     * through `disable`, which asks for proof; here nothing would.
     */
    async reset(actor: Actor, userId: string): Promise<void> {
      if (actor.id === userId) throw forbidden();
      const user = await userOf(userId);
      const wasEnabled = await secondFactor.isEnabled(user.id);
      await turnOff(user.id, user.role, {
        at: clock.now(),
        actor,
        action: 'mfa_reset',
        entity: 'user',
        entityId: user.id,
        summary: `Two-factor login of ${user.email} reset by an admin`,
        event: 'mfa_reset',
        values: { email: user.email },
        changes: wasEnabled ? { mfaEnabled: [true, false] } : {},
      });
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export interface MfaRow {
  userId: string;
  /** The confirmed secret: two-factor login is on exactly when it is set. */
  secret: string | null;
  pendingSecret: string | null;
  lastUsedStep: number | null;
}

export function createMfaRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async find(userId: string): Promise<MfaRow | undefined> {
      const row = await db
        .selectFrom('user_mfa')
        .select(['user_id', 'secret', 'pending_secret', 'last_used_step'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return (
        row && {
          userId: row.user_id,
          secret: row.secret,
          pendingSecret: row.pending_secret,
          // PostgreSQL may hand back a bigger integer type as text.
          lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
        }
      );
    },

    /** Starts (or restarts) a setup: the new secret waits for a code before it counts. */
    async savePendingSecret(userId: string, secret: string, now: string) {
      await db
        .insertInto('user_mfa')
        .values({ user_id: userId, pending_secret: secret, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret: secret, updated_at: now }))
        .execute();
    },

    /** The pending secret becomes the secret, with the step of the code that confirmed it already used. */
    async enable(userId: string, secret: string, step: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('user_mfa')
        .set({ secret, pending_secret: null, enabled_at: now, last_used_step: step, updated_at: now })
        .where('user_id', '=', userId)
        .where('pending_secret', '=', secret)
        .where('secret', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * Marks `step` used, if no later or equal step was: a compare-and-set, so of two requests racing with
     * the same code only one succeeds.
     */
    async useStep(userId: string, step: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('user_mfa')
        .set({ last_used_step: step, updated_at: now })
        .where('user_id', '=', userId)
        .where('secret', 'is not', null)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Turns it off: the secret, any pending setup and every recovery code go. */
    async remove(userId: string): Promise<boolean> {
      await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
      const result = await db.deleteFrom('user_mfa').where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async replaceRecoveryCodes(userId: string, hashes: string[], now: string) {
      await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
      await db
        .insertInto('mfa_recovery_codes')
        .values(hashes.map((hash) => ({ id: newId(), user_id: userId, code_hash: hash, created_at: now })))
        .execute();
    },

    /** Uses up an unused code; false when there is none with that hash (or it was used already). */
    async useRecoveryCode(userId: string, hash: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('mfa_recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async countUnusedRecoveryCodes(userId: string): Promise<number> {
      const row = await db
        .selectFrom('mfa_recovery_codes')
        .select(({ fn }) => fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createMfaRepository } from './mfa.repository.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { matchTotp } from './totp.ts';

/** What a person offers as their second factor. */
export type SecondFactorProof = { code: string } | { recoveryCode: string };

/** One field that takes either: six digits are an app's code, anything else a recovery code. */
export const proofOf = (input: string): SecondFactorProof =>
  /^\d{6}$/.test(input.trim()) ? { code: input.trim() } : { recoveryCode: input };

export function createSecondFactor(db: Kysely<Database>) {
  const mfa = createMfaRepository(db);
  return {
    async isEnabled(userId: string): Promise<boolean> {
      return Boolean((await mfa.find(userId))?.secret);
    },

    /**
     * True for an app's code of the previous, current or next step that is newer than the last one
     * accepted (which it then becomes), or for an unused recovery code (which is then used up).
     */
    async check(userId: string, proof: SecondFactorProof, now: Date): Promise<boolean> {
      const row = await mfa.find(userId);
      if (!row?.secret) return false;
      if ('recoveryCode' in proof) {
        return mfa.useRecoveryCode(userId, hashRecoveryCode(proof.recoveryCode), now.toISOString());
      }
      const step = await matchTotp(row.secret, proof.code, now, row.lastUsedStep);
      return step !== null && (await mfa.useStep(userId, step, now.toISOString()));
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;

import argon2 from 'argon2';

/** What one argon2id hash costs: memory in KiB and passes. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id minimum: 19 MiB, two passes (one lane). Every real server hashes at this cost. */
export const OWASP_PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * Hashing and checking passwords at one cost. A check reads the cost from the stored hash, so hashes
 * made at another cost still verify; the cost only decides new hashes and the dummy check.
 */
export function createPasswords(cost: PasswordCost = OWASP_PASSWORD_COST) {
  const options = { type: argon2.argon2id, parallelism: 1, ...cost } as const;
  const hash = (password: string): Promise<string> => argon2.hash(password, options);

  async function verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    verify,
    /**
     * Spends the same work as a real check when the account does not exist, so response time does not
     * reveal which emails are registered.
     */
    async verifyAgainstDummy(password: string): Promise<false> {
      dummyHash ??= hash('canopy-dummy-password-for-timing');
      await verify(await dummyHash, password);
      return false;
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;

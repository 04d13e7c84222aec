import { createHash, randomBytes } from 'node:crypto';

// Crockford's base32 without I, L, O, U, in lower case: nothing a person misreads when typing a code back.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 16 characters of 5 bits: 80 random bits per code. */
const CODE_LENGTH = 16;

/** A new code, shown once, as `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCode(): string {
  const chars = Array.from(randomBytes(CODE_LENGTH), (byte) => ALPHABET[byte & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes do not matter, and the letters Crockford's alphabet leaves out read as digits. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

/**
 * Recovery codes are stored as a plain SHA-256, not argon2 like passwords. A slow hash exists to make
 * guessing a human-chosen secret from its hash expensive; these are 80 random bits, so even a fast hash
 * leaves 2^80 guesses, out of reach. A fast hash also lets a code be found by an indexed lookup instead
 * of ten argon2 checks (about half a second) on every try.
 */
export function hashRecoveryCode(input: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(input)).digest('hex');
}

import { randomBytes } from 'node:crypto';

/** UUIDv7: time-ordered, so new rows append to the primary-key index instead of scattering. */
export function newId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Crockford's base32 without I, L, O, U: nothing a person can misread when copying a code by hand.
const SHORT_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short human code (`shortId`); callers retry on the rare unique-index collision. */
export function newShortId(length = 6): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => SHORT_ID_ALPHABET[byte & 31]).join('');
}

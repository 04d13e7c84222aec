/**
 * Fields whose values never enter the audit log (passwords, hashes and secrets: reading the log must not
 * hand them out), recognised by name wherever they appear: `password`, `password_hash`, `passwordHash`,
 * `secret`, `pending_secret`, `token`, `token_hash`, `mfaToken`, `recoveryCodes`, `code_hash`, `totp`...
 * Names are compared without case, `_` or `-`, so every spelling of one name is caught.
 */
const SECRET_NAME_PARTS = [
  'password',
  'passwd',
  'secret',
  'token',
  'hash',
  'recoverycode',
  'totp',
  'otp',
  'privatekey',
  'apikey',
  'credential',
  'p256dh',
  'auth',
] as const;

/**
 * Exactly these names too: too short to look for inside others. Not `code`: that is a cutting's label
 * code here; a one-time code never reaches a writer (the MFA writers record the event, not the body).
 */
const SECRET_NAMES = new Set(['key', 'pin']);

const normalise = (name: string) => name.toLowerCase().replace(/[_-]/g, '');

export function isSecretField(name: string): boolean {
  const plain = normalise(name);
  if (SECRET_NAMES.has(plain)) return true;
  // `author`, `authorId` name a person, not a credential.
  if (plain.startsWith('author') && !plain.startsWith('authoriz')) return false;
  return SECRET_NAME_PARTS.some((part) => plain.includes(part));
}

/**
 * A value as it may be written: nested objects keep only their non-secret fields (a secret one is
 * dropped), so a secret cannot ride into the log inside an object either.
 */
export function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isSecretField(key))
        .map(([key, inner]) => [key, redactValue(inner)]),
    );
  }
  return value;
}

import { generate, generateSecret, generateURI, verify } from 'otplib';

/**
 * RFC 6238 as authenticator apps read an otpauth link: HMAC-SHA-1, 30-second steps, 6 digits. The
 * digits can be raised only to check the RFC's published 8-digit vectors.
 */
export const TOTP_SETTINGS = { algorithm: 'sha1', period: 30, digits: 6 } as const;
/** RFC 4226's recommended 160 bits. */
export const TOTP_SECRET_BYTES = 20;
export const TOTP_ISSUER = 'Canopy';
/** One step either side of now: a phone's clock a little off, or a code typed as it turned over. */
const TOLERANCE_SECONDS = TOTP_SETTINGS.period;

type Secret = string | Uint8Array;
const epochOf = (at: Date) => Math.floor(at.getTime() / 1000);

/** A new base32 secret of TOTP_SECRET_BYTES random bytes. */
export function newTotpSecret(): string {
  return generateSecret({ length: TOTP_SECRET_BYTES });
}

/** The `otpauth://` link an authenticator app scans: issuer Canopy, the account named by its email. */
export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret, ...TOTP_SETTINGS });
}

/** The code of the step that holds `at`. */
export function totpAt(secret: Secret, at: Date, digits: number = TOTP_SETTINGS.digits): Promise<string> {
  return generate({ secret, epoch: epochOf(at), ...TOTP_SETTINGS, digits });
}

/**
 * The time step `code` belongs to, if it is the code of the step before, at or after `at` and that step
 * is later than `afterStep` (the last one accepted: a code is good once); otherwise null.
 */
export async function matchTotp(
  secret: Secret,
  code: string,
  at: Date,
  afterStep: number | null = null,
  digits: number = TOTP_SETTINGS.digits,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: epochOf(at),
    epochTolerance: TOLERANCE_SECONDS,
    ...TOTP_SETTINGS,
    digits,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  // The functional verify types HOTP's answer too, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

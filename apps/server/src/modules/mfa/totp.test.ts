import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, TOTP_SETTINGS, totpAt, totpUri } from './totp.ts';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const RFC_SHA1_SEED = new TextEncoder().encode('12345678901234567890');
/** [Unix time in seconds, the published 8-digit code] for SHA-1. */
const RFC_SHA1_VECTORS = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
] as const;

const atSeconds = (seconds: number) => new Date(seconds * 1000);
const BASE32 = /^[A-Z2-7]+=*$/;

describe('TOTP as configured for Canopy', () => {
  it('uses RFC 6238 with the settings authenticator apps assume: SHA-1, 30-second steps, 6 digits', () => {
    expect(TOTP_SETTINGS).toEqual({ algorithm: 'sha1', period: 30, digits: 6 });
  });

  it.each(RFC_SHA1_VECTORS)(
    'produces the RFC 6238 SHA-1 vector at %i s (8 digits)',
    async (seconds, code) => {
      expect(await totpAt(RFC_SHA1_SEED, atSeconds(seconds), 8)).toBe(code);
      expect(await matchTotp(RFC_SHA1_SEED, code, atSeconds(seconds), null, 8)).toBe(
        Math.floor(seconds / 30),
      );
    },
  );

  it('makes secrets of 20 random bytes, in base32', () => {
    const secrets = [newTotpSecret(), newTotpSecret()];
    for (const secret of secrets) {
      expect(secret).toMatch(BASE32);
      // 20 bytes are 160 bits: 32 base32 characters of 5 bits.
      expect(secret.replace(/=+$/, '')).toHaveLength(32);
    }
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it('names the issuer Canopy and the account by email in the otpauth link', () => {
    const secret = newTotpSecret();
    const url = new URL(totpUri(secret, 'grower@example.test'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Canopy:grower@example.test');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Canopy');
  });

  describe('which codes it accepts', () => {
    const secret = newTotpSecret();
    // The middle of a step, so "a step away" is unambiguous.
    const step = 58_000_000;
    const now = atSeconds(step * 30 + 15);
    const codeOfStep = (offset: number) => totpAt(secret, atSeconds((step + offset) * 30 + 1));

    it('accepts the previous, current and next step and says which step matched', async () => {
      for (const offset of [-1, 0, 1]) {
        expect(await matchTotp(secret, await codeOfStep(offset), now)).toBe(step + offset);
      }
    });

    it('refuses a code two steps old or two steps ahead', async () => {
      expect(await matchTotp(secret, await codeOfStep(-2), now)).toBeNull();
      expect(await matchTotp(secret, await codeOfStep(2), now)).toBeNull();
    });

    it('refuses a code whose step was already used (replay), and one older than it', async () => {
      const current = await codeOfStep(0);
      expect(await matchTotp(secret, current, now, step - 1)).toBe(step);
      expect(await matchTotp(secret, current, now, step)).toBeNull();
      expect(await matchTotp(secret, await codeOfStep(-1), now, step)).toBeNull();
      expect(await matchTotp(secret, await codeOfStep(1), now, step)).toBe(step + 1);
    });

    it('refuses a wrong code', async () => {
      const valid = new Set(await Promise.all([-1, 0, 1].map(codeOfStep)));
      const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code))!;
      expect(await matchTotp(secret, wrong, now)).toBeNull();
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const SECRET = 'tokens-test-secret-that-is-long-enough-for-hs256';
const payload = { id: 'u1', role: 'user' as const, sid: 's1' };
const issuedAt = new Date('2026-11-21T10:00:00.000Z');
const expiresAt = new Date('2026-11-21T11:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('the token signer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("checks a token's signature once, and its expiry on every call", async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign(payload, issuedAt, expiresAt);
    const hmac = vi.spyOn(crypto.subtle, 'verify');
    expect(await signer.verify(token, at('2026-11-21T10:30:00.000Z'))).toEqual(payload);
    expect(await signer.verify(token, at('2026-11-21T10:59:59.999Z'))).toEqual(payload);
    expect(hmac).toHaveBeenCalledTimes(1);
    // Expired at exp exactly, as jose judges it, even though the signature is known to be good.
    expect(await signer.verify(token, at('2026-11-21T11:00:00.000Z'))).toBeNull();
    expect(await signer.verify(token, at('2026-11-21T12:00:00.000Z'))).toBeNull();
  });

  it('refuses a token that is already expired on its first check, and on later ones', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign(payload, issuedAt, expiresAt);
    expect(await signer.verify(token, at('2026-11-21T11:00:01.000Z'))).toBeNull();
    expect(await signer.verify(token, at('2026-11-21T10:30:00.000Z'))).toEqual(payload);
  });

  it('never keeps a forged token: a bad signature fails every time', async () => {
    const signer = createTokenSigner(SECRET);
    const other = createTokenSigner('another-secret-that-is-long-enough-for-hs256');
    const foreign = await other.sign(payload, issuedAt, expiresAt);
    const now = at('2026-11-21T10:30:00.000Z');
    expect(await signer.verify(foreign, now)).toBeNull();
    expect(await signer.verify(foreign, now)).toBeNull();
    const good = await signer.sign(payload, issuedAt, expiresAt);
    expect(await signer.verify(good, now)).toEqual(payload);
    const [header, body, signature] = good.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verify(`${header}.${body}.${flipped}`, now)).toBeNull();
  });
});

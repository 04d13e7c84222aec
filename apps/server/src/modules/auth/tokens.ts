import { tokenPayloadSchema, type TokenPayload } from '@canopy/shared/schemas/auth';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/** Tokens whose signature was checked, kept to skip the HMAC on their next requests. */
export const VERIFIED_TOKENS_KEPT = 5000;

interface Verified {
  payload: TokenPayload;
  /** The token's own `exp` and `nbf` claims, in seconds, checked against `now` on every use. */
  exp: number | undefined;
  nbf: number | undefined;
}

export interface TokenSigner {
  sign(payload: TokenPayload, issuedAt: Date, expiresAt: Date): Promise<string>;
  /** Returns the payload of a valid token, or null for any malformed, forged or expired one. */
  verify(token: string, now: Date): Promise<TokenPayload | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  // Imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify, that is on
  // every authenticated request.
  const keyReady = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A bad secret fails each sign and verify (a 401, as before), never the process as an unhandled rejection.
  keyReady.catch(() => undefined);

  /**
   * A token's signature depends only on its text and our secret, so once checked it need not be
   * checked again: the WebCrypto HMAC took about a tenth of an authenticated request's CPU. Only
   * tokens that passed are kept (a forged one can never enter), at most VERIFIED_TOKENS_KEPT, oldest
   * out. What can change is checked on every request as before: expiry here, with jose's rule, and the
   * session and role in the database by the caller, so logout and revocation still act at once.
   */
  const verified = new Map<string, Verified>();
  const stillValid = ({ exp, nbf }: Verified, now: Date) => {
    const seconds = Math.floor(now.getTime() / 1000);
    return (exp === undefined || exp > seconds) && (nbf === undefined || nbf <= seconds);
  };
  function remember(token: string, entry: Verified) {
    verified.set(token, entry);
    if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
  }

  return {
    sign: async (payload, issuedAt, expiresAt) =>
      new SignJWT({ ...payload })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await keyReady),
    async verify(token, now) {
      const known = verified.get(token);
      if (known) return stillValid(known, now) ? known.payload : null;
      try {
        // The algorithm is pinned: `alg: none` or any other header is refused. Every token we sign carries
        // `exp` and `iat` (and `sid`, which the payload schema requires): one without them is not ours.
        const { payload } = await jwtVerify(token, await keyReady, {
          algorithms: [ALGORITHM],
          currentDate: now,
          requiredClaims: ['exp', 'iat'],
        });
        const parsed = tokenPayloadSchema.safeParse(payload);
        if (!parsed.success) return null;
        remember(token, { payload: parsed.data, exp: payload.exp, nbf: payload.nbf });
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}

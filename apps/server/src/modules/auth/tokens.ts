import { tokenPayloadSchema, type TokenPayload } from '@canopy/shared/schemas/auth';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenSigner {
  sign(payload: TokenPayload, issuedAt: Date, expiresAt: Date): Promise<string>;
  /** Returns the payload of a valid token, or null for any malformed, forged or expired one. */
  verify(token: string, now: Date): Promise<TokenPayload | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  // Imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify, that is on
  // every authenticated request (docs/performance.md).
  const keyReady = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A bad secret fails each sign and verify (a 401, as before), never the process as an unhandled rejection.
  keyReady.catch(() => undefined);
  return {
    sign: async (payload, issuedAt, expiresAt) =>
      new SignJWT({ ...payload })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await keyReady),
    async verify(token, now) {
      try {
        // The algorithm is pinned: `alg: none` or any other header is refused.
        const { payload } = await jwtVerify(token, await keyReady, {
          algorithms: [ALGORITHM],
          currentDate: now,
        });
        const parsed = tokenPayloadSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

import { tokenPayloadSchema, type TokenPayload } from '@canopy/shared/schemas/auth';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenSigner {
  sign(payload: TokenPayload, issuedAt: Date, expiresAt: Date): Promise<string>;
  /** Returns the payload of a valid token, or null for any malformed, forged or expired one. */
  verify(token: string, now: Date): Promise<TokenPayload | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (payload, issuedAt, expiresAt) =>
      new SignJWT({ ...payload })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token, now) {
      try {
        // The algorithm is pinned: `alg: none` or any other header is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: now });
        const parsed = tokenPayloadSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

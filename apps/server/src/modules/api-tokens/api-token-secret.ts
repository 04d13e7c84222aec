import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_BYTES, API_TOKEN_PREFIX } from '@canopy/shared/api-tokens';

/** base64url without padding: 4 characters per 3 bytes, rounded up. */
const SECRET_LENGTH = Math.ceil((API_TOKEN_BYTES * 4) / 3);
const SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{${SECRET_LENGTH}}$`);

/** `cnp_` and 32 random bytes (256 bits): far past guessing, so one fast hash is enough to store it. */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(API_TOKEN_BYTES).toString('base64url')}`;

/** What is stored and looked up: SHA-256 of the whole token, in hex. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A bearer token in our API-token form (anything else is a session token, or nothing valid). */
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

/** Exactly the form we issue; anything else is refused without a lookup. */
export const hasApiTokenShape = (token: string) => SHAPE.test(token);

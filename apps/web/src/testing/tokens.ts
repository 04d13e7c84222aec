import type { Role } from '@canopy/shared/roles';
import { storeToken } from '../lib/auth-token';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface TestTokenOptions {
  id?: string;
  role?: Role;
  /** Seconds from now until expiry; negative for an expired token. */
  expiresIn?: number;
}

/** An unsigned JWT-shaped token: the web app only decodes it, the server is the one that verifies. */
export function makeToken({
  id = 'u-admin',
  role = 'admin',
  expiresIn = 3600,
}: TestTokenOptions = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ id, role, sid: 's-1', exp })}.signature`;
}

export function logInAs(options: TestTokenOptions & { login?: string } = {}): string {
  const token = makeToken(options);
  storeToken(token, options.login ?? 'admin@example.com');
  return token;
}

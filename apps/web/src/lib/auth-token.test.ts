import { describe, expect, it } from 'vitest';
import { tokenPayloadSchema } from '@canopy/shared/schemas/auth';
import { makeToken } from '../testing/tokens';
import {
  clearToken,
  decodeToken,
  getSession,
  getValidToken,
  isTokenExpired,
  readTokenPayload,
  storeToken,
} from './auth-token';

function unsignedToken(payload: unknown): string {
  const encode = (value: unknown): string =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** Well-formed and malformed payloads: the shell's plain check must agree with the shared zod schema. */
const PAYLOADS: unknown[] = [
  { id: 'u1', role: 'user', sid: 's1' },
  { id: 'u1', role: 'superuser', sid: 's1' },
  { id: 'u1', role: 'admin', sid: 's1', exp: 123, extra: 'dropped' },
  { id: 'u1', role: 'owner', sid: 's1' },
  { id: 'u1', role: 'Admin', sid: 's1' },
  { id: 'u1', role: ['admin'], sid: 's1' },
  { id: 'u1', role: 'admin' },
  { role: 'admin', sid: 's1' },
  { id: 7, role: 'admin', sid: 's1' },
  { id: 'u1', role: 'admin', sid: null },
  { id: 'u1', role: 'toString', sid: 's1' },
  ['u1', 'admin', 's1'],
  null,
  'admin',
  42,
  {},
];

describe('auth token storage', () => {
  it('decodes id, role and sid from the JWT payload without verifying it', () => {
    const payload = decodeToken(makeToken({ id: 'abc', role: 'superuser' }));
    expect(payload).toMatchObject({ id: 'abc', role: 'superuser', sid: 's-1' });
    expect(typeof payload?.exp).toBe('number');
  });

  it('reads a token once while it stays the same, and a new token anew', () => {
    const token = makeToken({ id: 'abc', role: 'superuser' });
    const first = decodeToken(token);
    expect(decodeToken(token)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(decodeToken(makeToken({ id: 'def', role: 'user' }))).toMatchObject({ id: 'def', role: 'user' });
  });

  it('rejects tokens that are not JWT-shaped', () => {
    expect(decodeToken('garbage')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
  });

  it('accepts and rejects exactly the payloads the shared token schema does, keeping only its keys', () => {
    for (const payload of PAYLOADS) {
      const parsed = tokenPayloadSchema.safeParse(payload);
      expect(readTokenPayload(payload), JSON.stringify(payload)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('treats a token with a malformed payload as logged out', () => {
    for (const payload of [{ id: 'u1', role: 'owner', sid: 's1' }, { id: 'u1', role: 'admin' }, null]) {
      const token = unsignedToken({ ...(payload ?? {}), exp: Math.floor(Date.now() / 1000) + 60 });
      expect(decodeToken(token)).toBeNull();
      storeToken(token);
      expect(getValidToken()).toBeNull();
      expect(getSession()).toBeNull();
    }
    expect(decodeToken(`x.${btoa('not json')}.y`)).toBeNull();
    clearToken();
  });

  it('keeps a numeric exp and ignores any other', () => {
    expect(decodeToken(unsignedToken({ id: 'u1', role: 'user', sid: 's1', exp: 'soon' }))).toEqual({
      id: 'u1',
      role: 'user',
      sid: 's1',
    });
  });

  it('stores the token and login name under canopy.token and canopy.login', () => {
    const token = makeToken();
    storeToken(token, 'grower@example.com');
    expect(localStorage.getItem('canopy.token')).toBe(token);
    expect(localStorage.getItem('canopy.login')).toBe('grower@example.com');
    expect(getSession()).toMatchObject({ token, login: 'grower@example.com', payload: { role: 'admin' } });
    clearToken();
    expect(localStorage.getItem('canopy.token')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('treats an expired token as logged out', () => {
    storeToken(makeToken({ expiresIn: -10 }));
    expect(getValidToken()).toBeNull();
    expect(getSession()).toBeNull();
    expect(isTokenExpired({ exp: 100 }, 100_001)).toBe(true);
    expect(isTokenExpired({ exp: 100 }, 99_000)).toBe(false);
  });
});

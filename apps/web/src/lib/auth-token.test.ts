import { describe, expect, it } from 'vitest';
import { makeToken } from '../testing/tokens';
import { clearToken, decodeToken, getSession, getValidToken, isTokenExpired, storeToken } from './auth-token';

describe('auth token storage', () => {
  it('decodes id, role and sid from the JWT payload without verifying it', () => {
    const payload = decodeToken(makeToken({ id: 'abc', role: 'superuser' }));
    expect(payload).toMatchObject({ id: 'abc', role: 'superuser', sid: 's-1' });
    expect(typeof payload?.exp).toBe('number');
  });

  it('rejects tokens that are not JWT-shaped', () => {
    expect(decodeToken('garbage')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
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

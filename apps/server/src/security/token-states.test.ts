import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, type TestUser } from '../testing/test-app.ts';
import { DIALECTS } from '../testing/test-databases.ts';
import { worldSuite } from '../testing/security/world-suite.ts';
import { ACCESS_MATRIX } from '../testing/security/access-matrix.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (payload: Record<string, unknown>, secret: string, expiresAt: number) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

/** Every row the matrix says an anonymous caller may not use: the routes a token protects. */
const PROTECTED = ACCESS_MATRIX.filter((row) => row.access.anonymous === 401 && !row.stream);

describe.each(DIALECTS)('token states on every protected route, on %s', (dialect) => {
  const { t, admin, world } = worldSuite(dialect);
  const badTokens = new Map<string, string>();

  beforeAll(async () => {
    // Each state starts from a token that worked, so a 401 can only come from the state itself.
    const valid = await t.createUser('admin');
    const claims = decodeJwt(valid.token);
    const now = Math.floor(Date.now() / 1000);
    const [header, payload] = valid.token.split('.');
    badTokens.set('malformed', 'not-a-jwt');
    badTokens.set('truncated', `${header}.${payload}`);
    badTokens.set(
      'wrong signature',
      await sign(claims, 'another-secret-that-is-long-enough-too', now + 3600),
    );
    badTokens.set('alg none', `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`);
    badTokens.set('expired', await sign(claims, TEST_JWT_SECRET, now - 60));
    badTokens.set(
      'forged role',
      await sign({ ...claims, role: 'admin', sid: 'made-up' }, TEST_JWT_SECRET, now + 3600),
    );

    const loggedOut = await t.createUser('admin');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: loggedOut.auth });
    badTokens.set('logged out', loggedOut.token);

    const passwordChanged = await t.createUser('admin');
    await update(passwordChanged, { password: 'a-brand-new-password-1' });
    badTokens.set('stale after a password change', passwordChanged.token);

    const roleChanged = await t.createUser('admin');
    await update(roleChanged, { role: 'user' });
    badTokens.set('stale after a role change', roleChanged.token);

    const deleted = await t.createUser('admin');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${deleted.user._id}`,
      headers: admin.auth,
    });
    expect(removal.statusCode).toBe(204);
    badTokens.set('deleted user', deleted.token);
  });

  async function update(who: TestUser, body: object) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${who.user._id}`,
      headers: admin.auth,
      payload: body,
    });
    expect(response.statusCode).toBe(200);
  }

  it('answers 401 to every bad token state on every protected route', async () => {
    const failures: string[] = [];
    for (const row of PROTECTED) {
      const request = await row.request(world, 'admin');
      for (const [state, token] of badTokens) {
        const response = await t.app.inject({
          method: row.method,
          url: request.url,
          headers: { ...request.headers, authorization: `Bearer ${token}` },
          ...(request.payload !== undefined && { payload: request.payload }),
        });
        if (response.statusCode !== 401)
          failures.push(`${row.method} ${row.route} with ${state}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(PROTECTED.length * badTokens.size).toBeGreaterThan(500);
  });

  it('answers 401 on the event stream too', async () => {
    for (const [state, token] of badTokens) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { authorization: `Bearer ${token}` },
      });
      expect([state, response.statusCode]).toEqual([state, 401]);
    }
  });

  it('treats a bad token on a public route as no token at all', async () => {
    for (const token of badTokens.values()) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/news',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

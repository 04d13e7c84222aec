import { SESSION_TTL_MS } from '@canopy/shared/constants';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../testing/test-databases.ts';
import { TEST_JWT_SECRET, createTestContext, type TestContext } from '../../testing/test-app.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

// Session tokens; API tokens (`cnp_...`) have their battery beside this one, api-token-states.test.ts.

/** Each case yields an Authorization header (or none) that must not open a protected route. */
type Case = [string, (t: TestContext) => Promise<string | undefined>];

const cases: Case[] = [
  ['no token', async () => undefined],
  ['a malformed header', async () => 'Token abc'],
  ['a malformed token', async () => 'Bearer not.a.jwt'],
  [
    'a token with a tampered payload',
    async (t) => {
      const { token } = await t.createUser('user');
      const [header, , signature] = token.split('.');
      const admin = await t.createUser('admin');
      const [, adminPayload] = admin.token.split('.');
      return `Bearer ${header}.${adminPayload}.${signature}`;
    },
  ],
  [
    'a token signed with another key',
    async (t) => {
      const { user, token } = await t.createUser('admin');
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as object;
      const forged = await new SignJWT({ ...payload, id: user._id })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-another'));
      return `Bearer ${forged}`;
    },
  ],
  [
    'an alg:none token',
    async (t) => {
      const { token } = await t.createUser('admin');
      const payload = token.split('.')[1];
      return `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    },
  ],
  [
    'an HS256 token with a valid signature but no session',
    async (t) => {
      const { user } = await t.createUser('admin');
      const token = await new SignJWT({ id: user._id, role: 'admin', sid: 'made-up-session' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      return `Bearer ${token}`;
    },
  ],
  ...(['exp', 'iat', 'sid'] as const).map((claim): Case => [
    `a live session's token re-signed without its ${claim} claim`,
    async (t) => {
      const { token } = await t.createUser('admin');
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      delete claims[claim];
      const resigned = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      return `Bearer ${resigned}`;
    },
  ]),
  [
    'an expired token',
    async (t) => {
      const { auth } = await t.createUser('admin');
      t.clock.advance(SESSION_TTL_MS + 1000);
      return auth.authorization;
    },
  ],
  [
    'a token after logout',
    async (t) => {
      const { auth } = await t.createUser('admin');
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
      return auth.authorization;
    },
  ],
  [
    'a token from before a password change',
    async (t) => {
      const admin = await t.createUser('admin');
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${admin.user._id}`,
        headers: admin.auth,
        payload: { password: 'a-brand-new-password', currentPassword: admin.password },
      });
      expect(response.statusCode).toBe(200);
      return admin.auth.authorization;
    },
  ],
  [
    'a token from before a role change',
    async (t) => {
      const admin = await t.createUser('admin');
      const other = await t.createUser('admin');
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${other.user._id}`,
        headers: admin.auth,
        payload: { role: 'superuser' },
      });
      expect(response.statusCode).toBe(200);
      return other.auth.authorization;
    },
  ],
  [
    'a deleted user’s token',
    async (t) => {
      const admin = await t.createUser('admin');
      const other = await t.createUser('admin');
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${other.user._id}`,
        headers: admin.auth,
      });
      expect(response.statusCode).toBe(204);
      return other.auth.authorization;
    },
  ],
];

describe.each(DIALECTS)('token states on %s', (dialect) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(cases)('%s gets 401 on every protected route', async (_name, makeHeader) => {
    const authorization = await makeHeader(t);
    const headers = authorization ? { authorization } : {};
    const calls = [
      { method: 'GET', url: '/api/auth/me' },
      { method: 'POST', url: '/api/auth/logout' },
      { method: 'GET', url: '/api/admin/users' },
      {
        method: 'POST',
        url: '/api/admin/users',
        payload: { email: 'x@example.test', password: 'long-enough-pw' },
      },
      { method: 'PUT', url: '/api/users/some-id', payload: { email: 'y@example.test' } },
      { method: 'DELETE', url: '/api/admin/users/some-id' },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
    }
  });

  it('a stale token on a public route reads as anonymous rather than failing', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { authorization: 'Bearer junk' } });
    expect(response.statusCode).toBe(200);
  });
});

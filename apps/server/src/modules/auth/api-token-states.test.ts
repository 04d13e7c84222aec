import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

/**
 * API tokens on three kinds of route: a read an admin may make (`GET
 * /api/admin/webhooks`), a write staff may make (`POST /api/news`) and a session-only route (`GET
 * /api/me/sessions`). Each case makes a token of a fresh admin, does something to it or its owner, and
 * says what each route answers: a status and its code.
 */
type Answer = [number, string | null];
type ApiTokenCase = [
  string,
  (t: TestContext, owner: TestUser, admin: TestUser) => Promise<string>,
  { read: Answer; write: Answer; sessionOnly: Answer },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const OK_READ: Answer = [200, null];
const UNAUTHENTICATED: Answer = [401, 'auth.unauthenticated'];
const NOT_ALLOWED: Answer = [403, 'auth.token_not_allowed'];
const refusedEverywhere = { read: UNAUTHENTICATED, write: UNAUTHENTICATED, sessionOnly: UNAUTHENTICATED };

async function issueApiToken(t: TestContext, owner: TestUser, scope: 'read' | 'write', expiresInDays = 30) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/me/tokens',
    headers: owner.auth,
    payload: { name: `${scope} script`, scope, expiresInDays },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string; token: string }>();
}

const apiTokenCases: ApiTokenCase[] = [
  [
    'a read token',
    async (t, owner) => (await issueApiToken(t, owner, 'read')).token,
    { read: OK_READ, write: [403, 'auth.token_scope'], sessionOnly: NOT_ALLOWED },
  ],
  [
    'a write token',
    async (t, owner) => (await issueApiToken(t, owner, 'write')).token,
    { read: OK_READ, write: [201, null], sessionOnly: NOT_ALLOWED },
  ],
  [
    'an expired write token',
    async (t, owner) => {
      const { token } = await issueApiToken(t, owner, 'write', 1);
      t.clock.advance(DAY_MS);
      return token;
    },
    refusedEverywhere,
  ],
  [
    'a write token its owner revoked',
    async (t, owner) => {
      const { _id, token } = await issueApiToken(t, owner, 'write');
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/me/tokens/${_id}`,
        headers: owner.auth,
      });
      expect(response.statusCode).toBe(204);
      return token;
    },
    refusedEverywhere,
  ],
  [
    'a write token an admin revoked',
    async (t, owner, admin) => {
      const { _id, token } = await issueApiToken(t, owner, 'write');
      const url = `/api/admin/tokens/${_id}`;
      expect((await t.app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(204);
      return token;
    },
    refusedEverywhere,
  ],
  [
    'a write token whose owner was demoted to user',
    async (t, owner, admin) => {
      const { token } = await issueApiToken(t, owner, 'write');
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${owner.user._id}`,
        headers: admin.auth,
        payload: { role: 'user' },
      });
      expect(response.statusCode).toBe(200);
      return token;
    },
    { read: [403, 'auth.forbidden'], write: [403, 'auth.forbidden'], sessionOnly: NOT_ALLOWED },
  ],
  [
    'a write token of a deleted owner',
    async (t, owner, admin) => {
      const { token } = await issueApiToken(t, owner, 'write');
      const url = `/api/admin/users/${owner.user._id}`;
      expect((await t.app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(204);
      return token;
    },
    refusedEverywhere,
  ],
  [
    // Like a personal access token elsewhere: a script keeps working; the owner revokes what they distrust.
    'a write token from before its owner changed their password',
    async (t, owner) => {
      const { token } = await issueApiToken(t, owner, 'write');
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${owner.user._id}`,
        headers: owner.auth,
        payload: { password: 'a-brand-new-password', currentPassword: owner.password },
      });
      expect(response.statusCode).toBe(200);
      return token;
    },
    { read: OK_READ, write: [201, null], sessionOnly: NOT_ALLOWED },
  ],
  ['a token in our form that was never issued', async () => `cnp_${'x'.repeat(43)}`, refusedEverywhere],
];

describe.each(DIALECTS)('API token states on %s', (dialect) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(apiTokenCases)('%s', async (_name, makeToken, expected) => {
    // A fresh admin per case, since cases move the clock a day on (past any session's life).
    const admin = await t.createUser('admin');
    const owner = await t.createUser('admin');
    const authorization = `Bearer ${await makeToken(t, owner, admin)}`;
    const calls = {
      read: { method: 'GET', url: '/api/admin/webhooks' },
      write: {
        method: 'POST',
        url: '/api/news',
        payload: { title: 'By a script', body: 'Posted by a token' },
      },
      sessionOnly: { method: 'GET', url: '/api/me/sessions' },
    } as const;
    for (const [kind, call] of Object.entries(calls) as [
      keyof typeof calls,
      (typeof calls)[keyof typeof calls],
    ][]) {
      const response = await t.app.inject({ ...call, headers: { authorization } });
      const [status, code] = expected[kind];
      expect(response.statusCode, kind).toBe(status);
      if (code) expect(response.json(), kind).toMatchObject({ code });
    }
  });

  it('refuses an API token on every session-only route, and only there', async () => {
    const owner = await t.createUser('admin');
    const { token } = await issueApiToken(t, owner, 'write');
    const sessionOnly = t.app.apiRoutes.filter((route) => route.sessionOnly);
    const names = sessionOnly.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/me/tokens',
        'POST /api/me/tokens',
        'DELETE /api/me/tokens/:id',
        'GET /api/admin/tokens',
        'DELETE /api/admin/tokens/:id',
        'GET /api/me/sessions',
        'DELETE /api/me/sessions/:id',
        'POST /api/me/sessions/revoke-others',
        'PUT /api/users/:id',
        'GET /api/admin/users',
        'POST /api/admin/users',
        'DELETE /api/admin/users/:id',
      ]),
    );
    expect(names).not.toEqual(expect.arrayContaining(['GET /api/auth/me']));
    expect(names).not.toEqual(expect.arrayContaining(['POST /api/news']));
    for (const route of sessionOnly) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'x'),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'auth.token_not_allowed' });
    }
  });
});

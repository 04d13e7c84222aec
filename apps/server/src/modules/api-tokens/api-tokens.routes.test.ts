import { createHash } from 'node:crypto';
import { API_TOKENS_PER_USER } from '@canopy/shared/api-tokens';
import type { AdminApiToken, ApiToken, CreatedApiToken } from '@canopy/shared/schemas/api-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('API tokens over HTTP on %s', (dialect) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(dialect);
  });
  afterAll(() => t.close());

  const create = async (who: TestUser, body: object = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/tokens',
      headers: who.auth,
      payload: { name: 'Nightly export', scope: 'read', expiresInDays: 30, ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedApiToken>();
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** The user logged in again: a day on the clock outlives a session (12 h), not a token. */
  const again = async (who: TestUser): Promise<TestUser> => {
    const token = await t.login(who.user.email, who.password);
    return { ...who, token, auth: bearer(token) };
  };
  const listOwn = async (who: TestUser) =>
    (await t.app.inject({ url: '/api/me/tokens', headers: who.auth })).json<ApiToken[]>();
  const tokenRow = (id: string) =>
    t.database.db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('shows a new token once, stores only its SHA-256, and never lists it', async () => {
    const owner = await t.createUser('user');
    const created = await create(owner, { name: '  Nightly export  ', scope: 'write', expiresInDays: 7 });
    expect(created.token).toMatch(/^cnp_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Nightly export',
      scope: 'write',
      createdAt: t.clock.now().toISOString(),
      expiresAt: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
      lastUsedAt: null,
    });
    expect((await create(owner)).token).not.toBe(created.token);

    const row = await tokenRow(created._id);
    expect(row.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));

    const listed = await listOwn(owner);
    expect(listed.map((token) => token.name)).toEqual(['Nightly export', 'Nightly export']);
    expect(listed.find((token) => token._id === created._id)).toEqual({
      _id: created._id,
      name: 'Nightly export',
      scope: 'write',
      createdAt: created.createdAt,
      expiresAt: created.expiresAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(JSON.stringify(listed)).not.toContain(row.token_hash);
  });

  it('acts as its owner; a read token may only read', async () => {
    const owner = await t.createUser('user');
    const read = await create(owner, { scope: 'read' });
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(read.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: owner.user._id, email: owner.user.email });
    expect(
      (await t.app.inject({ method: 'HEAD', url: '/api/bugs', headers: bearer(read.token) })).statusCode,
    ).toBe(200);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bugs',
      headers: bearer(read.token),
      payload: { description: 'Written by a read token' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.token_scope' });
    const bugs = await t.app.inject({ url: '/api/bugs', headers: owner.auth });
    expect(bugs.body).not.toContain('Written by a read token');

    const write = await create(owner, { scope: 'write' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bugs',
      headers: bearer(write.token),
      payload: { description: 'Written by a write token' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ createdBy: { id: owner.user._id } });
  });

  it('stops working when it expires, and is still listed so its owner sees why', async () => {
    const owner = await t.createUser('user');
    const created = await create(owner, { expiresInDays: 1 });
    t.clock.advance(DAY_MS - 1);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(created.token) })).statusCode).toBe(
      200,
    );
    t.clock.advance(1);
    const expired = await t.app.inject({ url: '/api/auth/me', headers: bearer(created.token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'auth.unauthenticated' });
    expect((await listOwn(await again(owner))).map((token) => token._id)).toContain(created._id);
  });

  it('keeps "last used", written at most once a minute', async () => {
    const owner = await t.createUser('user');
    const created = await create(owner);
    const use = () => t.app.inject({ url: '/api/auth/me', headers: bearer(created.token) });
    await use();
    const firstUse = t.clock.now().toISOString();
    expect((await tokenRow(created._id)).last_used_at).toBe(firstUse);
    t.clock.advance(59_000);
    await use();
    expect((await tokenRow(created._id)).last_used_at).toBe(firstUse);
    t.clock.advance(1000);
    await use();
    expect((await tokenRow(created._id)).last_used_at).toBe(t.clock.now().toISOString());
    expect((await listOwn(owner)).find((token) => token._id === created._id)?.lastUsedAt).toBe(
      t.clock.now().toISOString(),
    );
  });

  it('never opens the token, session, password and user routes, even a write token of an admin', async () => {
    const admin = await t.createUser('admin');
    const { token } = await create(admin, { scope: 'write' });
    const calls = [
      { method: 'GET', url: '/api/me/tokens' },
      { method: 'POST', url: '/api/me/tokens', payload: { name: 'More', scope: 'write', expiresInDays: 1 } },
      { method: 'DELETE', url: '/api/me/tokens/any' },
      { method: 'GET', url: '/api/admin/tokens' },
      { method: 'GET', url: '/api/me/sessions' },
      { method: 'POST', url: '/api/me/sessions/revoke-others' },
      {
        method: 'PUT',
        url: `/api/users/${admin.user._id}`,
        payload: { password: 'taken-over-password', currentPassword: admin.password },
      },
      { method: 'GET', url: '/api/admin/users' },
      {
        method: 'POST',
        url: '/api/admin/users',
        payload: { email: 'x@example.test', password: 'long-enough-1' },
      },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'auth.token_not_allowed' });
    }
    expect((await listOwn(admin)).length).toBe(1);
    expect((await t.app.inject({ url: '/api/auth/me', headers: admin.auth })).statusCode).toBe(200);
  });

  it("revokes one's own token at once; another user's is 404", async () => {
    const owner = await t.createUser('user');
    const stranger = await t.createUser('user');
    const created = await create(owner);
    const byStranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/tokens/${created._id}`,
      headers: stranger.auth,
    });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toMatchObject({ code: 'tokens.not_found' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(created.token) })).statusCode).toBe(
      200,
    );

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/tokens/${created._id}`,
      headers: owner.auth,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(created.token) })).statusCode).toBe(
      401,
    );
    expect(await listOwn(owner)).toEqual([]);
  });

  it("lets an admin list everyone's tokens with their owner and revoke any; others are refused", async () => {
    const admin = await t.createUser('admin');
    const owner = await t.createUser('superuser');
    const created = await create(owner, { name: 'Greenhouse sync' });

    for (const who of [owner, await t.createUser('user')]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const url = method === 'GET' ? '/api/admin/tokens' : `/api/admin/tokens/${created._id}`;
        const response = await t.app.inject({ method, url, headers: who.auth });
        expect(response.statusCode, `${method} as ${who.user.role}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'auth.forbidden' });
      }
    }

    const listed = await t.app.inject({ url: '/api/admin/tokens', headers: admin.auth });
    expect(listed.statusCode).toBe(200);
    const entry = listed.json<AdminApiToken[]>().find((token) => token._id === created._id);
    expect(entry).toEqual({
      _id: created._id,
      name: 'Greenhouse sync',
      scope: 'read',
      createdAt: created.createdAt,
      expiresAt: created.expiresAt,
      lastUsedAt: null,
      owner: { id: owner.user._id, email: owner.user.email },
    });
    expect(listed.body).not.toContain(created.token);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/tokens/${created._id}`,
      headers: admin.auth,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(created.token) })).statusCode).toBe(
      401,
    );
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/tokens/${created._id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['an unknown scope', { scope: 'admin' }, 'scope'],
    ['no expiry', { expiresInDays: undefined }, 'expiresInDays'],
    ['an expiry of 0 days', { expiresInDays: 0 }, 'expiresInDays'],
    ['an expiry over a year', { expiresInDays: 366 }, 'expiresInDays'],
    ['a fraction of a day', { expiresInDays: 1.5 }, 'expiresInDays'],
  ])('refuses %s', async (_name, body, field) => {
    const owner = await t.createUser('user');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/tokens',
      headers: owner.auth,
      payload: { name: 'Script', scope: 'read', expiresInDays: 30, ...body },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation.failed',
      details: [expect.objectContaining({ path: `body.${field}` })],
    });
    expect(await listOwn(owner)).toEqual([]);
  });

  it(`holds at most ${API_TOKENS_PER_USER} live tokens per user; expired ones do not count`, async () => {
    const first = await t.createUser('user');
    await create(first, { expiresInDays: 1 });
    t.clock.advance(DAY_MS);
    const owner = await again(first);
    for (let i = 0; i < API_TOKENS_PER_USER; i += 1) await create(owner, { name: `Script ${i}` });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/me/tokens',
      headers: owner.auth,
      payload: { name: 'One too many', scope: 'read', expiresInDays: 30 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'tokens.too_many' });
    expect(await listOwn(owner)).toHaveLength(API_TOKENS_PER_USER + 1);
  });

  it('refuses a token of the right form that was never issued, without a lookup answer to learn from', async () => {
    for (const token of [`cnp_${'A'.repeat(43)}`, 'cnp_short', `cnp_${'A'.repeat(42)}!`]) {
      const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.unauthenticated' });
    }
  });
});

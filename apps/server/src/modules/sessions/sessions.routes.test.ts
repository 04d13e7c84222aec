import type { Session } from '@canopy/shared/schemas/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { USER_AGENT_MAX_LENGTH } from './user-agent.ts';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe.each(DIALECTS)('sessions over HTTP on %s', (dialect) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(dialect);
  });
  afterAll(() => t.close());

  /** Another login of the user, a minute later, first used from this device and address; its bearer header. */
  async function signIn(who: TestUser, userAgent: string, ip: string) {
    t.clock.advance(60_000);
    const auth = { authorization: `Bearer ${await t.login(who.user.email, who.password, ip)}` };
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { ...auth, 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(me.statusCode).toBe(200);
    return auth;
  }
  const list = async (auth: Record<string, string>, ip = '127.0.0.1') => {
    const response = await t.app.inject({ url: '/api/me/sessions', headers: auth, remoteAddress: ip });
    expect(response.statusCode).toBe(200);
    return response.json<Session[]>();
  };
  const currentOf = async (auth: Record<string, string>, ip?: string) =>
    (await list(auth, ip)).find((session) => session.current)!;
  const sessionRow = (id: string) =>
    t.database.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("lists the caller's live sessions, the most recently used first, with device and address, the current one marked", async () => {
    const owner = await t.createUser('user');
    const stranger = await t.createUser('user');
    const phone = await signIn(owner, FIREFOX_ANDROID, '10.0.0.21');
    const phoneUsedAt = t.clock.now().toISOString();
    t.clock.advance(5 * 60_000);
    const desktop = await signIn(owner, CHROME_WINDOWS, '10.0.0.22');
    const desktopUsedAt = t.clock.now().toISOString();

    const sessions = await list(desktop, '10.0.0.22');
    // The phone, the desktop, and the login createUser made (never used since).
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      device: 'Chrome on Windows',
      browser: 'Chrome',
      os: 'Windows',
      userAgent: CHROME_WINDOWS,
      ipAddress: '10.0.0.22',
      lastUsedAt: desktopUsedAt,
      current: true,
    });
    expect(sessions[1]).toMatchObject({
      device: 'Firefox on Android',
      ipAddress: '10.0.0.21',
      lastUsedAt: phoneUsedAt,
      current: false,
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session._id)).not.toContain(
      (await list(stranger.auth)).map((session) => session._id)[0],
    );
    // Only the stranger's own session, marked as theirs.
    expect(await list(stranger.auth)).toEqual([expect.objectContaining({ current: true })]);
    expect(await currentOf(phone, '10.0.0.21')).toMatchObject({ device: 'Firefox on Android' });
  });

  it('writes "last used" at most once a minute, keeps the first device and follows the address', async () => {
    const owner = await t.createUser('user');
    const phone = await signIn(owner, FIREFOX_ANDROID, '10.0.0.31');
    const current = await currentOf(phone, '10.0.0.31');
    const firstUse = await sessionRow(current._id);

    t.clock.advance(30_000);
    const soon = await t.app.inject({
      url: '/api/auth/me',
      headers: { ...phone, 'user-agent': CHROME_WINDOWS },
      remoteAddress: '10.0.0.32',
    });
    expect(soon.statusCode).toBe(200);
    expect(await sessionRow(current._id)).toEqual(firstUse);

    t.clock.advance(31_000);
    await t.app.inject({
      url: '/api/auth/me',
      headers: { ...phone, 'user-agent': CHROME_WINDOWS },
      remoteAddress: '10.0.0.32',
    });
    expect(await sessionRow(current._id)).toMatchObject({
      last_used_at: t.clock.now().toISOString(),
      ip_address: '10.0.0.32',
      user_agent: FIREFOX_ANDROID,
      browser: 'Firefox',
      os: 'Android',
    });
  });

  it('keeps only the start of an overlong User-Agent', async () => {
    const owner = await t.createUser('user');
    const agent = `${FIREFOX_ANDROID} ${'x'.repeat(1000)}`;
    const auth = await signIn(owner, agent, '10.0.0.41');
    const current = await currentOf(auth, '10.0.0.41');
    expect(current.userAgent).toBe(agent.slice(0, USER_AGENT_MAX_LENGTH));
    expect(current.device).toBe('Firefox on Android');
  });

  it("ends one of the caller's sessions at once; another user's, or an ended one, is 404", async () => {
    const owner = await t.createUser('user');
    const stranger = await t.createUser('user');
    const phone = await signIn(owner, FIREFOX_ANDROID, '10.0.0.51');
    const phoneSession = await currentOf(phone);

    const byStranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession._id}`,
      headers: stranger.auth,
    });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toMatchObject({ code: 'sessions.not_found' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: phone })).statusCode).toBe(200);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession._id}`,
      headers: owner.auth,
    });
    expect(ended.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/auth/me', headers: phone });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'auth.unauthenticated' });
    expect((await list(owner.auth)).map((session) => session._id)).not.toContain(phoneSession._id);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession._id}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('ends every other session of the caller and keeps the current one', async () => {
    const owner = await t.createUser('user');
    const stranger = await t.createUser('user');
    const phone = await signIn(owner, FIREFOX_ANDROID, '10.0.0.61');
    const desktop = await signIn(owner, CHROME_WINDOWS, '10.0.0.62');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/sessions/revoke-others',
      headers: desktop,
    });
    expect(response.statusCode).toBe(200);
    // The phone and the login createUser made.
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await t.app.inject({ url: '/api/auth/me', headers: phone })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: owner.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: desktop })).statusCode).toBe(200);
    expect(await list(desktop)).toEqual([expect.objectContaining({ current: true })]);
    expect((await t.app.inject({ url: '/api/auth/me', headers: stranger.auth })).statusCode).toBe(200);
  });

  it('lists nothing for a caller without a token', async () => {
    const response = await t.app.inject({ url: '/api/me/sessions' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the address of a session behind a load balancer', () => {
  it('is the caller the trusted proxy names, and the connection otherwise', async () => {
    const t = await createTestContext('sqlite', { trustProxy: ['127.0.0.1'] });
    try {
      const who = await t.createUser('user');
      const behind = await t.app.inject({
        url: '/api/me/sessions',
        headers: { ...who.auth, 'x-forwarded-for': '203.0.113.7' },
        remoteAddress: '127.0.0.1',
      });
      expect(behind.json<Session[]>()[0]).toMatchObject({ ipAddress: '203.0.113.7', current: true });

      const other = await t.createUser('user');
      const spoofed = await t.app.inject({
        url: '/api/me/sessions',
        headers: { ...other.auth, 'x-forwarded-for': '203.0.113.7' },
        remoteAddress: '198.51.100.9',
      });
      expect(spoofed.json<Session[]>()[0]).toMatchObject({ ipAddress: '198.51.100.9' });
    } finally {
      await t.close();
    }
  });
});

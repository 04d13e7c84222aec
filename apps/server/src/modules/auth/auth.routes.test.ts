import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@canopy/shared/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';

describe.each(DIALECTS)('auth routes on %s', (dialect) => {
  let t: TestContext;
  let member: TestUser;
  beforeEach(async () => {
    t = await createTestContext(dialect);
    member = await t.createUser('user', 'member@example.test');
  });
  afterEach(async () => {
    await t.close();
  });

  const attempt = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('logs in with email and password and returns a token that opens protected calls', async () => {
    const response = await attempt('MEMBER@example.test ', member.password);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'member@example.test', role: 'user' });
    expect(me.body).not.toMatch(/hash|argon/i);
  });

  it('answers the same "Login failed" for an unknown user and a wrong password', async () => {
    const unknown = await attempt('nobody@example.test', 'whatever-password', '10.0.0.2');
    const wrong = await attempt('member@example.test', 'wrong-password', '10.0.0.3');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'Login failed', code: 'auth.login_failed' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('requires both fields', async () => {
    const response = await attempt('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
    expect(response.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual([
      'body.email',
      'body.password',
    ]);
  });

  it(`allows ${LOGIN_FAILURE_LIMIT} failures per account, then answers 429 with Retry-After until the window passes`, async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i += 1) {
      expect((await attempt('member@example.test', 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    // limit - 1 failures: the right password still works, and clears the account's count.
    expect((await attempt('member@example.test', member.password, '10.1.1.1')).statusCode).toBe(200);

    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      expect((await attempt('member@example.test', 'wrong-password', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const throttled = await attempt('member@example.test', member.password, '10.3.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'auth.throttled' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);

    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1);
    expect((await attempt('member@example.test', member.password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('throttles a client address that fails across many accounts', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      expect((await attempt(`guess-${i}@example.test`, 'wrong-password', '10.9.9.9')).statusCode).toBe(401);
    }
    expect((await attempt('member@example.test', member.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await attempt('member@example.test', member.password, '10.9.9.10')).statusCode).toBe(200);
  });

  it('logout revokes the token at once', async () => {
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.auth });
    expect(logout.statusCode).toBe(204);
    const me = await t.app.inject({ url: '/api/auth/me', headers: member.auth });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'auth.unauthenticated' });
  });
});

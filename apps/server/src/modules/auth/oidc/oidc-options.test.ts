import { afterEach, describe, expect, it } from 'vitest';
import { startFakeIssuer } from '../../../testing/oidc-fake-issuer.ts';
import {
  EMERGENCY_ADMIN,
  exchange,
  handoffOf,
  bindingCookieOf,
  oidcOverrides,
} from '../../../testing/oidc-fixtures.ts';
import { createTestContext, type TestContext } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

/** An issuer nobody answers at: a closed port on the loopback address. */
const DOWN_ISSUER = 'http://127.0.0.1:9';

describe.each(DIALECTS)('login options and OIDC_ONLY on %s', (dialect) => {
  let t: TestContext;
  afterEach(async () => t.close());

  const passwordLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('offers the password form alone without OIDC, and the OIDC routes answer 404 auth.oidc_disabled', async () => {
    t = await createTestContext(dialect);
    const options = await t.app.inject({ url: '/api/auth/options' });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({ passwordLogin: true, oidc: null });
    for (const request of [
      { url: '/api/auth/oidc/start' },
      { url: '/api/auth/oidc/callback?code=a&state=b' },
      { method: 'POST' as const, url: '/api/auth/oidc/exchange', payload: { handoff: 'x' } },
    ]) {
      const answer = await t.app.inject(request);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'auth.oidc_disabled' });
    }
  });

  it('names the provider, and starts while the provider is down (its discovery is read at the first login)', async () => {
    t = await createTestContext(dialect, oidcOverrides(DOWN_ISSUER));
    expect((await t.app.inject({ url: '/api/auth/options' })).json()).toEqual({
      passwordLogin: true,
      oidc: { name: 'Test IdP' },
    });
    const member = await t.createUser('user', 'member@example.test');
    expect(member.token).toBeTruthy();
    // A login while it is down lands on the web page with a refusal, not a server error.
    const start = await t.app.inject({ url: '/api/auth/oidc/start' });
    expect(start.statusCode).toBe(303);
    const answer = await exchange(t, handoffOf(start), bindingCookieOf(start));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'auth.oidc_failed' });
  });

  it('reads the discovery again after a failure, and keeps it once read', async () => {
    const issuer = await startFakeIssuer();
    try {
      t = await createTestContext(dialect, oidcOverrides(issuer.issuer));
      issuer.failDiscovery(true);
      expect((await t.app.inject({ url: '/api/auth/oidc/start' })).statusCode).toBe(303);
      issuer.failDiscovery(false);
      expect((await t.app.inject({ url: '/api/auth/oidc/start' })).statusCode).toBe(302);
      const reads = issuer.discoveryReads();
      issuer.failDiscovery(true);
      expect((await t.app.inject({ url: '/api/auth/oidc/start' })).statusCode).toBe(302);
      expect(issuer.discoveryReads()).toBe(reads);
    } finally {
      await issuer.close();
    }
  });

  it('OIDC_ONLY: refuses password logins with 401 auth.login_failed, except the emergency admin', async () => {
    t = await createTestContext(dialect, oidcOverrides(DOWN_ISSUER, { only: true }));
    const admin = await t.services.users.create({
      email: EMERGENCY_ADMIN,
      password: 'emergency-password',
      role: 'admin',
    });
    const user = await t.services.users.create({
      email: 'plain@example.test',
      password: 'plain-password',
      role: 'user',
    });
    expect((await t.app.inject({ url: '/api/auth/options' })).json()).toEqual({
      passwordLogin: false,
      oidc: { name: 'Test IdP' },
    });
    const refused = await passwordLogin(user.email, 'plain-password');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Login failed', code: 'auth.login_failed' });
    const allowed = await passwordLogin(admin.email, 'emergency-password');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toHaveProperty('token');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { countRows } from '../../../testing/row-count.ts';
import {
  bindingCookieOf,
  deliverCallback,
  exchange,
  exchangeCallback,
  handoffOf,
  OIDC_REDIRECT_URI,
  oidcOverrides,
  ssoLogin,
  startLogin,
} from '../../../testing/oidc-fixtures.ts';
import { oidcProviderSuite } from '../../../testing/oidc-provider-suite.ts';
import { loginThroughProvider } from '../../../testing/oidc-test-provider.ts';
import { createTestContext, type TestContext } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

describe.each(DIALECTS)('single sign-on flow on %s', (dialect) => {
  const idp = oidcProviderSuite({
    ada: { email: 'ada@example.test', email_verified: true, groups: ['admins'] },
    bob: { email: 'bob@example.test', email_verified: true, groups: ['staff'] },
  });
  let t: TestContext;
  afterEach(async () => t.close());

  const nothingCreated = async () => {
    expect(await countRows(t.database.db, 'users')).toBe(0);
    expect(await countRows(t.database.db, 'oidc_identities')).toBe(0);
    expect(await countRows(t.database.db, 'sessions')).toBe(0);
  };

  it('logs in through the provider with PKCE (S256): the token opens /api/auth/me with the role the groups give', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    const { location, cookie } = await startLogin(t);
    expect(cookie).toMatch(/^canopy_oidc=[A-Za-z0-9_-]{43}$/);
    const authorization = new URL(location);
    expect(authorization.origin).toBe(idp.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorization.searchParams.get('scope')).toBe('openid email profile groups');
    expect(authorization.searchParams.get('redirect_uri')).toBe(OIDC_REDIRECT_URI);

    const back = await loginThroughProvider(location, 'ada');
    expect(back.searchParams.get('code')).toBeTruthy();
    const callback = await deliverCallback(t, back, cookie);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers['set-cookie']).toMatch(/Path=\/api\/auth\/oidc; .*HttpOnly; SameSite=Lax/);
    const answer = await exchangeCallback(t, callback);
    expect(answer.statusCode).toBe(200);
    const { token } = answer.json<{ token: string }>();
    expect(answer.json()).toEqual({ token });

    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ada@example.test', role: 'admin' });
    expect(await countRows(t.database.db, 'oidc_identities')).toBe(1);
  });

  it('the provider refuses an authorization request without a PKCE challenge', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    const { location } = await startLogin(t);
    const withoutPkce = new URL(location);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const back = await loginThroughProvider(withoutPkce.href, 'ada');
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses the same state a second time, and a forged one, creating nothing', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    const { location, cookie } = await startLogin(t);
    const back = await loginThroughProvider(location, 'bob');
    const first = await deliverCallback(t, back, cookie);
    const replay = await deliverCallback(t, back, cookie);
    const replayed = await exchangeCallback(t, replay);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'auth.oidc_state_invalid' });
    expect((await exchangeCallback(t, first)).statusCode).toBe(200);

    await t.close();
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    const other = await startLogin(t);
    const forged = new URL(OIDC_REDIRECT_URI);
    forged.searchParams.set('code', 'made-up');
    forged.searchParams.set('state', 'forged-state-value');
    const callback = await deliverCallback(t, forged, other.cookie);
    expect(callback.statusCode).toBe(303);
    const answer = await exchangeCallback(t, callback);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'auth.oidc_state_invalid' });
    await nothingCreated();
  });

  it('refuses a callback delivered to another browser (no cookie, or another login cookie)', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    for (const otherCookie of [undefined, (await startLogin(t)).cookie]) {
      const { location } = await startLogin(t);
      const back = await loginThroughProvider(location, 'bob');
      const callback = await deliverCallback(t, back, otherCookie);
      expect(callback.statusCode).toBe(303);
      const answer = await exchangeCallback(t, callback);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'auth.oidc_state_invalid' });
    }
    await nothingCreated();
  });

  it('refuses a login state older than 10 minutes', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    const { location, cookie } = await startLogin(t);
    const back = await loginThroughProvider(location, 'bob');
    t.clock.advance(10 * 60_000 + 1);
    const callback = await deliverCallback(t, back, cookie);
    const answer = await exchangeCallback(t, callback);
    expect(answer.json()).toMatchObject({ code: 'auth.oidc_state_invalid' });
    await nothingCreated();
  });

  it('hands a login out once, within 60 seconds, to the browser it ran in', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    const run = async () => {
      const { location, cookie } = await startLogin(t);
      const callback = await deliverCallback(t, await loginThroughProvider(location, 'bob'), cookie);
      return { handoff: handoffOf(callback), cookie: bindingCookieOf(callback) };
    };
    const once = await run();
    expect((await exchange(t, once.handoff, once.cookie)).statusCode).toBe(200);
    const again = await exchange(t, once.handoff, once.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'auth.oidc_handoff_invalid' });

    const stolen = await run();
    const elsewhere = await exchange(t, stolen.handoff, (await startLogin(t)).cookie);
    expect(elsewhere.json()).toMatchObject({ code: 'auth.oidc_handoff_invalid' });
    expect((await exchange(t, stolen.handoff)).json()).toMatchObject({ code: 'auth.oidc_handoff_invalid' });

    const late = await run();
    t.clock.advance(60_001);
    expect((await exchange(t, late.handoff, late.cookie)).json()).toMatchObject({
      code: 'auth.oidc_handoff_invalid',
    });
    expect((await exchange(t, 'never-issued', late.cookie)).statusCode).toBe(400);
  });

  it('logs in a second time to the same account', async () => {
    t = await createTestContext(dialect, oidcOverrides(idp.issuer));
    expect((await ssoLogin(t, 'bob')).statusCode).toBe(200);
    expect((await ssoLogin(t, 'bob')).statusCode).toBe(200);
    expect(await countRows(t.database.db, 'users')).toBe(1);
    expect(await countRows(t.database.db, 'oidc_identities')).toBe(1);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIssuer } from '../../../testing/oidc-fake-issuer.ts';
import {
  deliverCallback,
  exchangeCallback,
  OIDC_CLIENT,
  OIDC_REDIRECT_URI,
  oidcOverrides,
  startLogin,
} from '../../../testing/oidc-fixtures.ts';
import { countRows } from '../../../testing/row-count.ts';
import { createTestContext, type TestContext } from '../../../testing/test-app.ts';
import { DIALECTS } from '../../../testing/test-databases.ts';

describe.each(DIALECTS)('single sign-on ID token checks on %s', (dialect) => {
  let issuer: Awaited<ReturnType<typeof startFakeIssuer>>;
  let t: TestContext;
  beforeAll(async () => {
    issuer = await startFakeIssuer();
  });
  afterAll(async () => issuer.close());
  afterEach(async () => t.close());

  /** One login whose ID token is the right one changed by `change`; answers the exchange. */
  async function loginWith(change: { claims?: Record<string, unknown>; signWithUnlistedKey?: boolean }) {
    t = await createTestContext(dialect, oidcOverrides(issuer.issuer));
    const { location, cookie } = await startLogin(t);
    const sent = new URL(location).searchParams;
    issuer.setNextIdToken({
      claims: {
        iss: issuer.issuer,
        sub: 'subject-1',
        aud: OIDC_CLIENT.clientId,
        nonce: sent.get('nonce') ?? '',
        email: 'zed@example.test',
        email_verified: true,
        ...change.claims,
      },
      signWithUnlistedKey: change.signWithUnlistedKey,
    });
    const back = new URL(OIDC_REDIRECT_URI);
    back.searchParams.set('code', 'fake-code');
    back.searchParams.set('state', sent.get('state') ?? '');
    return exchangeCallback(t, await deliverCallback(t, back, cookie));
  }

  it('takes a right ID token (the fake issuer itself works)', async () => {
    const answer = await loginWith({});
    expect(answer.statusCode).toBe(200);
    expect(await countRows(t.database.db, 'users')).toBe(1);
  });

  it.each([
    ['a wrong nonce', { claims: { nonce: 'another-nonce' } }],
    ['another audience', { claims: { aud: 'another-client' } }],
    ['another issuer', { claims: { iss: 'https://evil.example.test' } }],
    ['an expired token', { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } }],
    ['a key the JWKS does not list', { signWithUnlistedKey: true }],
  ])('refuses %s with 401 auth.oidc_failed, creating nothing', async (_name, change) => {
    const answer = await loginWith(change);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'auth.oidc_failed' });
    expect(await countRows(t.database.db, 'users')).toBe(0);
    expect(await countRows(t.database.db, 'oidc_identities')).toBe(0);
    expect(await countRows(t.database.db, 'sessions')).toBe(0);
  });
});

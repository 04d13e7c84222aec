import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@canopy/shared/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeNow, enrolMfa, mfaTokenOf, passwordStep, secondStep } from '../../testing/mfa-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

describe.each(DIALECTS)('wrong second-factor codes and the login throttle on %s', (dialect) => {
  let t: TestContext;
  let member: TestUser;
  let secret: string;
  beforeEach(async () => {
    t = await createTestContext(dialect);
    member = await t.createUser('user', 'member@example.test');
    ({ secret } = await enrolMfa(t, member));
    t.clock.advance(30_000);
  });
  afterEach(async () => {
    await t.close();
  });

  const wrongPassword = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.user.email, password: 'not-the-password' },
      remoteAddress: ip,
    });
  /** A six-digit code that is none of the three the server would accept now. */
  async function wrongCode() {
    const valid = new Set(
      await Promise.all(
        [-30_000, 0, 30_000].map(async (offset) => {
          t.clock.advance(offset);
          const code = await codeNow(t, secret);
          t.clock.advance(-offset);
          return code;
        }),
      ),
    );
    return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code))!;
  }

  it('counts wrong codes and wrong passwords together per account, then answers 429 even to a right code', async () => {
    // Two wrong passwords, then wrong codes, each from a different address: only the account adds up.
    for (const ip of ['10.5.0.1', '10.5.0.2']) expect((await wrongPassword(ip)).statusCode).toBe(401);
    // The right password is no reset while the second factor is still to come.
    const mfaToken = await mfaTokenOf(t, member, '10.5.1.1');
    for (let i = 2; i < LOGIN_FAILURE_LIMIT; i += 1) {
      const response = await secondStep(t, { mfaToken, code: await wrongCode() }, `10.6.0.${i}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.mfa_code_invalid' });
    }

    const throttled = await secondStep(t, { mfaToken, code: await codeNow(t, secret) }, '10.7.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'auth.throttled' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The password step is throttled too.
    expect((await passwordStep(t, member, '10.7.0.2')).status).toBe(429);

    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1);
    const fresh = await mfaTokenOf(t, member, '10.7.0.3');
    const ok = await secondStep(t, { mfaToken: fresh, code: await codeNow(t, secret) }, '10.7.0.3');
    expect(ok.statusCode).toBe(200);
  });

  it("clears the account's count when the second step succeeds, not when the password does", async () => {
    const failAlmostAll = async (ipBase: string) => {
      const mfaToken = await mfaTokenOf(t, member, `${ipBase}.100`);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i += 1) {
        expect(
          (await secondStep(t, { mfaToken, code: await wrongCode() }, `${ipBase}.${i}`)).statusCode,
        ).toBe(401);
      }
      return mfaToken;
    };
    const first = await failAlmostAll('10.11.0');
    expect(
      (await secondStep(t, { mfaToken: first, code: await codeNow(t, secret) }, '10.11.1.1')).statusCode,
    ).toBe(200);
    t.clock.advance(30_000);
    const second = await failAlmostAll('10.12.0');
    // Without the clearing, the account would be at twice the limit by now.
    expect(
      (await secondStep(t, { mfaToken: second, code: await codeNow(t, secret) }, '10.12.1.1')).statusCode,
    ).toBe(200);
  });

  it('counts wrong codes against the address as well: its other logins are throttled', async () => {
    const other = await t.createUser('user', 'other@example.test');
    const mfaToken = await mfaTokenOf(t, member, '10.8.0.1');
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      expect((await secondStep(t, { mfaToken, code: await wrongCode() }, '10.9.9.9')).statusCode).toBe(401);
    }
    expect((await passwordStep(t, other, '10.9.9.9')).status).toBe(429);
    expect((await passwordStep(t, other, '10.9.9.10')).status).toBe(200);
  });

  it('counts a wrong code when turning it off', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/me/mfa/disable',
        headers: member.auth,
        payload: { password: member.password, code: await wrongCode() },
        remoteAddress: `10.10.0.${i}`,
      });
      expect(response.statusCode).toBe(400);
    }
    const throttled = await t.app.inject({
      method: 'POST',
      url: '/api/me/mfa/disable',
      headers: member.auth,
      payload: { password: member.password, code: await codeNow(t, secret) },
      remoteAddress: '10.10.1.1',
    });
    expect(throttled.statusCode).toBe(429);
  });
});

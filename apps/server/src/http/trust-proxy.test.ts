import { LOGIN_FAILURE_LIMIT } from '@canopy/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

/** The login throttle counts failures per client address: behind a proxy, that must be the caller's. */
describe('who the caller is behind a load balancer (TRUST_PROXY)', () => {
  let t: TestContext;
  afterEach(async () => {
    await t.close();
  });

  const attempt = (email: string, password: string, from: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const failFrom = async (from: string, forwardedFor: (i: number) => string | undefined) => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      expect(
        (await attempt(`guess-${i}@example.test`, 'wrong-password', from, forwardedFor(i))).statusCode,
      ).toBe(401);
    }
  };

  it('throttles the address a trusted proxy names, not the proxy', async () => {
    t = await createTestContext('sqlite', { trustProxy: ['127.0.0.1'] });
    const member = await t.createUser('user', 'member@example.test');
    await failFrom('127.0.0.1', () => '203.0.113.5');
    expect((await attempt(member.user.email, member.password, '127.0.0.1', '203.0.113.5')).statusCode).toBe(
      429,
    );
    // Everyone else behind the same proxy still logs in.
    expect((await attempt(member.user.email, member.password, '127.0.0.1', '203.0.113.6')).statusCode).toBe(
      200,
    );
  });

  it('ignores X-Forwarded-For from a caller that is not a trusted proxy', async () => {
    t = await createTestContext('sqlite', { trustProxy: ['127.0.0.1'] });
    const member = await t.createUser('user', 'member@example.test');
    // A new made-up address each time does not escape the throttle of the real one.
    await failFrom('198.51.100.7', (i) => `203.0.113.${i + 10}`);
    expect(
      (await attempt(member.user.email, member.password, '198.51.100.7', '203.0.113.99')).statusCode,
    ).toBe(429);
  });

  it('ignores X-Forwarded-For altogether without TRUST_PROXY', async () => {
    t = await createTestContext('sqlite');
    const member = await t.createUser('user', 'member@example.test');
    await failFrom('127.0.0.1', (i) => `203.0.113.${i + 10}`);
    expect((await attempt(member.user.email, member.password, '127.0.0.1', '203.0.113.99')).statusCode).toBe(
      429,
    );
  });
});

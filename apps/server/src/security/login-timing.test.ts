import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWASP_PASSWORD_COST } from '../modules/users/passwords.ts';
import { createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';

/*
 * "Login failed" must not be told apart by time either. A password check costs tens of milliseconds of
 * argon2; answering an unknown email without one would be an order of magnitude faster. Interleaved
 * samples and a wide band keep this stable on a busy machine while still catching a missing check.
 */
describe('login timing', () => {
  let t: TestContext;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestContext('sqlite', { passwordCost: OWASP_PASSWORD_COST });
    member = await t.createUser('user', 'timing@example.test');
  });
  afterAll(async () => {
    await t.close();
  });

  async function timedFailure(email: string, ip: string): Promise<number> {
    const started = process.hrtime.bigint();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password' },
      remoteAddress: ip,
    });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    expect(response.statusCode).toBe(401);
    return elapsed;
  }

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      // A fresh address and at most 4 failures per account keep the throttle out of the way.
      unknown.push(await timedFailure(`nobody-${i}@example.test`, `10.77.0.${i}`));
      if (i % 4 === 0) t.clock.advance(10 * 60_000);
      wrong.push(await timedFailure(member.user.email, `10.78.0.${i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length / 2]!;
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

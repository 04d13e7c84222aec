import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp, createTestContext, type TestContext } from '../testing/test-app.ts';

const LIMIT = 6;
const MINUTE = 60_000;

/** Two instances behind a balancer, on one PostgreSQL database: the limit is the cluster's, not each one's. */
describe('the global rate limit across two instances on postgres', () => {
  let t: TestContext;
  let second: App;
  beforeEach(async () => {
    t = await createTestContext('postgres', { rateLimitPerMinute: LIMIT });
    ({ app: second } = await buildTestApp(t.database, { clock: t.clock, rateLimitPerMinute: LIMIT }));
    await second.ready();
  });
  afterEach(async () => {
    await second.close();
    await t.close();
  });

  const get = (app: App, headers: Record<string, string> = {}, from = '10.0.0.1') =>
    app.inject({ method: 'GET', url: '/api/news', remoteAddress: from, headers });
  const instances = () => [t.app, second];

  it('refuses past the limit together: calls taken in turn by each instance count once', async () => {
    const grower = await t.createUser('user');
    for (let i = 0; i < LIMIT; i += 1) {
      const answer = await get(instances()[i % 2]!, grower.auth);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(LIMIT - i - 1));
    }
    for (const app of instances()) {
      const refused = await get(app, grower.auth);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Too many requests', code: 'request.throttled' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Anonymous callers are counted per address across the cluster just the same.
    for (let i = 0; i < LIMIT; i += 1)
      expect((await get(instances()[i % 2]!, {}, '192.0.2.7')).statusCode).toBe(200);
    expect((await get(second, {}, '192.0.2.7')).statusCode).toBe(429);
    expect((await get(t.app, {}, '192.0.2.8')).statusCode).toBe(200);
  });

  it('lets exactly the limit through when many calls reach both instances at once', async () => {
    const grower = await t.createUser('user');
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 4 }, (_, i) => get(instances()[i % 2]!, grower.auth)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT * 3);
  });

  it('starts afresh in the next minute, and deletes the windows no one counts in any more', async () => {
    const grower = await t.createUser('user');
    const windowsOf = async () =>
      (
        await t.database.db
          .selectFrom('rate_limit_counts')
          .select(['window_start', 'count'])
          .where('key', '=', `user:${grower.user._id}`)
          .orderBy('window_start')
          .execute()
      ).map((row) => Number(row.count));
    for (let i = 0; i < LIMIT; i += 1) await get(instances()[i % 2]!, grower.auth);
    expect((await get(second, grower.auth)).statusCode).toBe(429);
    t.clock.advance(MINUTE);
    expect((await get(second, grower.auth)).statusCode).toBe(200);
    expect((await get(t.app, grower.auth)).statusCode).toBe(200);
    // The instance whose call reached the limit refused the next one without a query: nothing added.
    expect(await windowsOf()).toEqual([LIMIT, 2]);

    t.clock.advance(2 * MINUTE);
    expect((await get(t.app, grower.auth)).statusCode).toBe(200);
    // Off the request's path: the deletion follows the first count of a new window.
    await expect.poll(windowsOf).toEqual([1]);
  });
});

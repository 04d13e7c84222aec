import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { DIALECTS } from '../testing/test-databases.ts';

const LIMIT = 5;

/** A global limit per user, or per address for anonymous calls; health probes and device webhook exempt. */
describe.each(DIALECTS)('the global rate limit on %s', (dialect) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(dialect, { rateLimitPerMinute: LIMIT });
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, options: { token?: string; from?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: options.from ?? '10.0.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
  const spend = async (url: string, options: { token?: string; from?: string }) => {
    for (let i = 0; i < LIMIT; i += 1) expect((await get(url, options)).statusCode).toBe(200);
  };

  it('hooks no exempt route: a health probe costs no rate-limit work at all', () => {
    const routes = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const onRequestHooks = (route: string) => {
      const at = routes.findIndex((line) => line.includes(route));
      return (routes[at + 1]?.match(/"[^"]+"/g) ?? []).length;
    };
    // The same hooks but for the limit's own, which a limited route has and the probe has not.
    expect(onRequestHooks('/api/news (GET')).toBe(onRequestHooks('/api/health (GET)') + 1);
  });

  it('answers 429 request.throttled with Retry-After past the limit, counting each user across sessions', async () => {
    const grower = await t.createUser('user', 'grower@example.test');
    const otherDevice = await t.login('grower@example.test', grower.password, '10.0.0.2');
    const colleague = await t.createUser('user', 'colleague@example.test');
    await spend('/api/news', { token: grower.token });

    const refused = await get('/api/news', { token: otherDevice, from: '10.0.0.2' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'request.throttled' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Someone else, from the same address, is not held back by it.
    expect((await get('/api/news', { token: colleague.token })).statusCode).toBe(200);
  });

  it('counts anonymous calls per address', async () => {
    await spend('/api/news', { from: '192.0.2.1' });
    expect((await get('/api/news', { from: '192.0.2.1' })).statusCode).toBe(429);
    expect((await get('/api/news', { from: '192.0.2.2' })).statusCode).toBe(200);
  });

  it('never limits the health probes, the device webhook or the web app itself', async () => {
    await spend('/api/news', { from: '192.0.2.9' });
    expect((await get('/api/news', { from: '192.0.2.9' })).statusCode).toBe(429);
    for (let i = 0; i < LIMIT * 2; i += 1) {
      expect((await get('/api/health', { from: '192.0.2.9' })).statusCode).toBe(200);
      expect((await get('/api/health/ready', { from: '192.0.2.9' })).statusCode).toBe(200);
      expect((await get('/', { from: '192.0.2.9' })).statusCode).toBe(200);
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/particle',
        remoteAddress: '192.0.2.9',
        payload: {},
      });
      expect(webhook.statusCode).not.toBe(429);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

/** The headers on every kind of answer, and no cross-origin access: the web app is served same-origin. */
describe('security headers and CORS', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  const answers = [
    ['an API read', '/api/news'],
    ['a refusal', '/api/bugs'],
    ['an unknown API path', '/api/nope'],
    ['a validation failure', '/api/water-in-out/latest'],
    ['the web app', '/'],
    ['a deep link', '/cutting/123'],
    ['a missing asset', '/assets/missing.js'],
  ] as const;

  it.each(answers)('%s carries CSP, frame, sniffing and referrer headers', async (_name, url) => {
    const { headers } = await t.app.inject({ url });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('grants no cross-origin access to the API, simple or preflighted', async () => {
    const origin = 'https://evil.example';
    const simple = await t.app.inject({ url: '/api/news', headers: { origin } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('does not say what it runs on', async () => {
    const { headers } = await t.app.inject({ url: '/api/health' });
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers.server).toBeUndefined();
  });
});

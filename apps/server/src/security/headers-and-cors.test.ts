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

/** Pinned whole: the table replaced @fastify/helmet, and must keep sending exactly what it sent. */
describe('security header values', () => {
  it('are the helmet defaults with our CSP, on an API answer and on the web app', async () => {
    const t = await createTestContext('sqlite');
    try {
      for (const url of ['/api/health', '/', '/api/nope']) {
        const { headers } = await t.app.inject({ url });
        expect(headers).toMatchObject({
          'content-security-policy':
            "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
            "font-src 'self' data:;connect-src 'self';media-src 'self' blob:;worker-src 'self' blob:;" +
            "object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'",
          'cross-origin-opener-policy': 'same-origin',
          'cross-origin-resource-policy': 'same-origin',
          'origin-agent-cluster': '?1',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
          'x-content-type-options': 'nosniff',
          'x-dns-prefetch-control': 'off',
          'x-download-options': 'noopen',
          'x-frame-options': 'DENY',
          'x-permitted-cross-domain-policies': 'none',
          'x-xss-protection': '0',
        });
        expect(headers['cross-origin-embedder-policy']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { POLICIES, registerPolicies } from './http/policy.ts';
import { createTestContext, type TestContext } from './testing/test-app.ts';
import { API_REFERENCE_URLS } from './http/api-reference/api-reference.ts';

describe('the HTTP application', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /api/health', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404, never the web app', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api/admin/users/x/y']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ code: 'route.not_found' });
    }
  });

  it('serves the web app for deep links, and 404 for missing assets', async () => {
    for (const url of ['/', '/users', '/cutting/123?x=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('Canopy test');
    }
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/../../etc/passwd' })).body).not.toContain('root:');
  });

  it('sends the security headers on the API and the web app', async () => {
    for (const url of ['/api/health', '/users']) {
      const { headers } = await t.app.inject({ url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers a malformed JSON body with a 400 in the error format', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed', error: expect.any(String) });
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, object> }>();
    expect(doc.openapi).toMatch(/^3\./);
    // The document and the reference page drawn from it are not operations of the API.
    const pages = new Set(['/api/docs', ...API_REFERENCE_URLS]);
    for (const route of t.app.apiRoutes.filter((r) => !pages.has(r.url))) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[openApiPath], route.url).toHaveProperty(route.method.toLowerCase());
    }
  });
});

describe('route policies', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('every registered /api route declares a known policy', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(7);
    for (const route of t.app.apiRoutes)
      expect(POLICIES, `${route.method} ${route.url}`).toContain(route.policy);
  });

  it('the routes carry the policy each role table row gives them', () => {
    const policies = Object.fromEntries(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.policy]));
    expect(policies).toMatchObject({
      'POST /api/auth/login': 'public',
      'POST /api/auth/logout': 'login',
      'GET /api/auth/me': 'login',
      'GET /api/admin/users': 'admin',
      'POST /api/admin/users': 'admin',
      'PUT /api/users/:id': 'login',
      'DELETE /api/admin/users/:id': 'admin',
      'GET /api/health': 'public',
      'GET /api/health/ready': 'public',
      'GET /api/bugs': 'login',
      'GET /api/bugs/closed': 'login',
      'GET /api/bugs/page': 'login',
      'GET /api/bugs/:id': 'login',
      'POST /api/bugs': 'login',
      'PATCH /api/bugs/:id': 'login',
      'PATCH /api/bugs/:id/status': 'staff',
      'PATCH /api/bugs/:id/close': 'login',
      'POST /api/bugs/:id/comments': 'login',
      'POST /api/bugs/:id/upload': 'login',
      'POST /api/tasks/:id/upload': 'login',
      'GET /api/tasks': 'login',
      'GET /api/tasks/done': 'login',
      'GET /api/tasks/page': 'login',
      'GET /api/tasks/:id': 'login',
      'POST /api/tasks': 'login',
      'PATCH /api/tasks/:id': 'login',
      'PATCH /api/tasks/:id/status': 'login',
      'DELETE /api/tasks/:id': 'login',
      'POST /api/tasks/:id/comments': 'login',
    });
  });

  it('applies the route policy to the HEAD twin of a GET route too', async () => {
    const anonymous = await t.app.inject({ method: 'HEAD', url: '/api/devices/active' });
    expect(anonymous.statusCode).toBe(401);
    const { auth } = await t.createUser('user');
    const signedIn = await t.app.inject({ method: 'HEAD', url: '/api/devices/active', headers: auth });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe('');
  });

  it('refuses a route declaring a policy that does not exist, inside /api or not', () => {
    const app = Fastify();
    registerPolicies(app, { authenticate: () => Promise.reject(new Error('unused')) });
    const config = { policy: 'everyone' } as unknown as { policy: 'public' };
    expect(() => app.get('/api/typo', { config }, () => 'open')).toThrow(/unknown policy/);
    expect(() => app.get('/elsewhere', { config }, () => 'open')).toThrow(/unknown policy/);
  });

  it('refuses to register an /api route that has no policy', () => {
    const app = Fastify();
    registerPolicies(app, { authenticate: () => Promise.reject(new Error('unused')) });
    expect(() => app.get('/api/forgotten', () => 'open')).toThrow(/has no policy/);
    expect(() => app.get('/api/declared', { config: { policy: 'login' } }, () => 'ok')).not.toThrow();
    expect(() => app.get('/outside-api', () => 'ok')).not.toThrow();
  });
});

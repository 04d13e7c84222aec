import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { SECURITY_HEADERS } from '../security-headers.ts';

describe('the API reference page', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a page with no inline script, under the unchanged CSP', async () => {
    const response = await t.app.inject({ url: '/api/reference' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((attributes) => !/\bsrc="\/api\/reference\//.test(attributes))).toEqual([]);
    expect(response.body).not.toMatch(/\son[a-z]+=/i);
    expect(response.body).not.toMatch(/https?:\/\//);
  });

  it('serves every file the page and its scripts load, from this server, with its type', async () => {
    const page = (await t.app.inject({ url: '/api/reference' })).body;
    const pending = [...page.matchAll(/(?:src|href)="(\/api\/reference\/[^"]+)"/g)].map((match) => match[1]!);
    const served = new Map<string, string>();
    while (pending.length > 0) {
      const url = pending.pop()!;
      if (served.has(url)) continue;
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      served.set(url, String(response.headers['content-type']));
      // A module's own imports are files of this server too.
      for (const match of response.body.matchAll(/from '\.\/([\w-]+\.js)'/g))
        pending.push(`/api/reference/${match[1]}`);
    }
    expect(served.get('/api/reference/reference.css')).toBe('text/css; charset=utf-8');
    expect(served.get('/api/reference/reference.js')).toBe('text/javascript; charset=utf-8');
    expect(served.size).toBeGreaterThanOrEqual(4);
    expect([...served.values()].every((type) => /^text\/(css|javascript); charset=utf-8$/.test(type))).toBe(
      true,
    );
  });

  it('answers a file it does not have with the JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/reference/secrets.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route.not_found' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';
import { DIALECTS } from '../testing/test-databases.ts';
import { holdsNul } from './refuse-nul.ts';

describe('holdsNul', () => {
  it('finds a NUL in nested values and keys, and nowhere else', () => {
    expect(holdsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(holdsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(holdsNul({ a: ['x', { b: 'y' }], n: 0, z: null })).toBe(false);
    expect(holdsNul(Buffer.from([0]))).toBe(false);
  });
});

// PostgreSQL fails a whole statement on U+0000; found by the input fuzzing as 500s on reads.
describe.each(DIALECTS)('text with a NUL character on %s', (dialect) => {
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    admin = await t.createUser('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a 400 in a body, a query and a path, and nothing is stored', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/news', payload: { title: 'a\u0000b', body: 'text' } },
      { method: 'GET' as const, url: '/api/firmware/latest?deviceType=%00' },
      { method: 'GET' as const, url: '/api/strains/%00' },
    ];
    for (const request of cases) {
      const response = await t.app.inject({ ...request, headers: admin.auth });
      expect([request.url, response.statusCode, response.json<{ code: string }>().code]).toEqual([
        request.url,
        400,
        'validation.failed',
      ]);
    }
    const news = await t.app.inject({ method: 'GET', url: '/api/news' });
    expect(news.json()).toEqual([]);
  });
});

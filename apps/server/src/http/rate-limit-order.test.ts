import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from './error-handler.ts';
import type { RateCounter, WindowCount } from './rate-counter.ts';
import { registerRateLimit } from './rate-limit.ts';

const LIMIT = 3;

/** A counter whose answers the test gives, one call at a time, as a database round trip would. */
function heldCounter() {
  const waiting: ((count: WindowCount) => void)[] = [];
  const failing: ((error: Error) => void)[] = [];
  const counter: RateCounter = {
    count: () =>
      new Promise<WindowCount>((resolve, reject) => {
        waiting.push(resolve);
        failing.push(reject);
      }),
  };
  const next = async () => {
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    failing.shift();
    return waiting.shift()!;
  };
  const fail = async () => {
    await expect.poll(() => failing.length).toBeGreaterThan(0);
    waiting.shift();
    failing.shift()!(new Error('database gone'));
  };
  return { counter, next, fail };
}

/** When the count runs: beside a read's handler, before a write's and before a stream's. */
describe('the rate limit and the handler', () => {
  let app: FastifyInstance;
  let held: ReturnType<typeof heldCounter>;
  let ran: string[];
  beforeEach(async () => {
    held = heldCounter();
    ran = [];
    app = Fastify();
    registerErrorHandlers(app);
    registerRateLimit(app, LIMIT, held.counter);
    app.get('/api/read', () => {
      ran.push('read');
      return { ok: true };
    });
    app.get('/api/file', (_request, reply) => {
      ran.push('file');
      return reply
        .header('content-disposition', 'attachment; filename="a.csv"')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', 4)
        .send('a,b\n');
    });
    app.post('/api/write', () => {
      ran.push('write');
      return { ok: true };
    });
    app.get('/api/stream', { config: { streams: true } }, () => {
      ran.push('stream');
      return { ok: true };
    });
    await app.ready();
  });
  afterEach(() => app.close());

  it("runs a read's handler while its count is still out, and sends its answer once the count is in", async () => {
    const answer = app.inject({ method: 'GET', url: '/api/read' });
    const release = await held.next();
    await expect.poll(() => ran).toEqual(['read']);
    release({ current: 1, ttl: 30_000 });
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(response.headers['x-ratelimit-remaining']).toBe('2');
    expect(response.headers['x-ratelimit-reset']).toBe('30');
  });

  it("replaces a read's answer past the limit with the refusal, dropping the file it carried", async () => {
    const answer = app.inject({ method: 'GET', url: '/api/file' });
    (await held.next())({ current: LIMIT + 1, ttl: 12_500 });
    const response = await answer;
    expect(ran).toEqual(['file']);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: 'Too many requests', code: 'request.throttled' });
    expect(response.headers['retry-after']).toBe('13');
    expect(response.headers['x-ratelimit-remaining']).toBe('0');
    expect(response.headers['content-disposition']).toBeUndefined();
    // Neither the file's length nor its caching may come with the refusal.
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("never runs a write's handler before its count, nor past the limit", async () => {
    const answer = app.inject({ method: 'POST', url: '/api/write', payload: {} });
    const release = await held.next();
    expect(ran).toEqual([]);
    release({ current: LIMIT + 1, ttl: 5_000 });
    const response = await answer;
    expect(response.statusCode).toBe(429);
    expect(ran).toEqual([]);

    const allowed = app.inject({ method: 'POST', url: '/api/write', payload: {} });
    (await held.next())({ current: LIMIT, ttl: 5_000 });
    expect((await allowed).statusCode).toBe(200);
    expect(ran).toEqual(['write']);
  });

  it('counts a stream first: its answer never passes by the refusal', async () => {
    const answer = app.inject({ method: 'GET', url: '/api/stream' });
    const release = await held.next();
    expect(ran).toEqual([]);
    release({ current: LIMIT + 1, ttl: 5_000 });
    expect((await answer).statusCode).toBe(429);
    expect(ran).toEqual([]);
  });

  it('lets a call through uncounted when the count fails, read or write', async () => {
    const read = app.inject({ method: 'GET', url: '/api/read' });
    await held.fail();
    expect((await read).statusCode).toBe(200);
    const write = app.inject({ method: 'POST', url: '/api/write', payload: {} });
    await held.fail();
    expect((await write).statusCode).toBe(200);
    expect(ran).toEqual(['read', 'write']);
  });
});

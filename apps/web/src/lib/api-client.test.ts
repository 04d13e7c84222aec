import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../testing/msw-server';
import { logInAs } from '../testing/tokens';
import { ApiError, apiRequest, lazySchema } from './api-client';

async function failure(path: string): Promise<ApiError> {
  const error: unknown = await apiRequest(path).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest errors', () => {
  it("carries the server's code, message and details", async () => {
    const details = [{ path: 'email', message: 'Required' }];
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json({ error: 'Invalid', code: 'validation.failed', details }, { status: 400 }),
      ),
    );
    const error = await failure('/things');
    expect(error).toMatchObject({ status: 400, code: 'validation.failed', message: 'Invalid', details });
  });

  it('falls back to the status text and code "unknown" when the body is not an error body', async () => {
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json({ error: 'Invalid', code: 42 }, { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await failure('/things');
    expect(error).toMatchObject({ status: 502, code: 'unknown', message: 'Bad Gateway', details: undefined });
  });

  it('logs out on a 401 even when its body is malformed', async () => {
    logInAs();
    server.use(http.get('*/api/things', () => new HttpResponse('<html>', { status: 401 })));
    const error = await failure('/things');
    expect(error.code).toBe('unknown');
    expect(localStorage.getItem('canopy.token')).toBeNull();
  });
});

describe('apiRequest with a schema loader', () => {
  const countSchema = z.object({ count: z.number() });

  it('loads the schema once, as the first request starts, and parses every answer with it', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.json({ count: 3, extra: true })));
    const load = vi.fn(() => Promise.resolve(countSchema));
    const schema = lazySchema(load);
    expect(await apiRequest('/things', { schema })).toEqual({ count: 3 });
    expect(await apiRequest('/things', { schema })).toEqual({ count: 3 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer the loaded schema does not accept', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.json({ count: 'three' })));
    const schema = lazySchema(() => Promise.resolve(countSchema));
    await expect(apiRequest('/things', { schema })).rejects.toBeInstanceOf(z.ZodError);
  });

  it("reports the server's error, not the loader's, when both fail", async () => {
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json({ error: 'Gone', code: 'things.not_found' }, { status: 404 }),
      ),
    );
    const schema = () => Promise.reject<z.ZodType<{ count: number }>>(new Error('chunk failed to load'));
    const error: unknown = await apiRequest('/things', { schema }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, code: 'things.not_found' });
  });
});

describe('apiRequest scheduling', () => {
  it('starts each request of a burst in a task of its own, none in the caller’s', async () => {
    const order: string[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch');
    try {
      fetch.mockImplementation((input) => {
        order.push(`fetch ${String(input).split('/').at(-1)}`);
        // Whatever the starting task queues runs before the next request starts.
        queueMicrotask(() => order.push('microtask'));
        return Promise.resolve(Response.json({}));
      });
      const requests = [apiRequest('/things/1'), apiRequest('/things/2')];
      order.push('caller done');
      await Promise.all(requests);
    } finally {
      fetch.mockRestore();
    }
    expect(order).toEqual(['caller done', 'fetch 1', 'microtask', 'fetch 2', 'microtask']);
  });
});

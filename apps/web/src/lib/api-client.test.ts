import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { logInAs } from '../testing/tokens';
import { ApiError, apiRequest } from './api-client';

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

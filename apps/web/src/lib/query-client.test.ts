import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries client errors (4xx)', () => {
    expect(shouldRetry(0, new ApiError(404, { error: 'Not found', code: 'users.not_found' }))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, { error: 'No', code: 'auth.unauthenticated' }))).toBe(false);
  });

  it('retries server and network errors a couple of times', () => {
    const serverError = new ApiError(500, { error: 'Boom', code: 'internal.error' });
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(false);
    expect(shouldRetry(1, new TypeError('fetch failed'))).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WaterTimeoutError, withTimeout } from './with-timeout';

describe('withTimeout (water requests time out after 10 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects a call still pending after 10 s', async () => {
    const pending = withTimeout(new Promise(() => {}));
    const outcome = expect(pending).rejects.toBeInstanceOf(WaterTimeoutError);
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes an answer through and leaves no timer behind', async () => {
    await expect(withTimeout(Promise.resolve('ok'))).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });
});

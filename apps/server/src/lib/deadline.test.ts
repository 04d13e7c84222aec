import { describe, expect, it } from 'vitest';
import { DeadlineError, withDeadline } from './deadline.ts';

const never = () => new Promise<never>(() => undefined);

describe('withDeadline', () => {
  it('settles at the deadline even when the work ignores its signal, and aborts that signal', async () => {
    let seen: AbortSignal | null = null;
    const started = Date.now();
    const result = withDeadline(50, undefined, (signal) => ((seen = signal), never()));
    await expect(result).rejects.toBeInstanceOf(DeadlineError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen!.aborted).toBe(true);
  });

  it('passes the work through when it ends in time', async () => {
    await expect(withDeadline(1000, undefined, async () => 42)).resolves.toBe(42);
    await expect(withDeadline(1000, undefined, () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
  });

  it('ends at once with the reason of an outer signal that aborts first', async () => {
    const outer = new AbortController();
    const result = withDeadline(60_000, outer.signal, never);
    outer.abort(new Error('stopping'));
    await expect(result).rejects.toThrow('stopping');
    const aborted = new AbortController();
    aborted.abort(new Error('already stopped'));
    await expect(withDeadline(60_000, aborted.signal, never)).rejects.toThrow('already stopped');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { turnClock } from './event-loop-turns.ts';

describe('turnClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is spent once the budget has passed, and starts a fresh budget after the next turn', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const turns = turnClock(4);
    vi.advanceTimersByTime(3);
    expect(turns.spent()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(turns.spent()).toBe(true);
    await turns.next();
    expect(turns.spent()).toBe(false);
  });

  it('lets work queued on the event loop run before the next turn starts', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other request'));
    await turnClock().next();
    order.push('next turn');
    expect(order).toEqual(['other request', 'next turn']);
  });

  it('waits for a given promise (a stream draining) instead of the next turn', async () => {
    let release!: () => void;
    const drained = new Promise<void>((resolve) => (release = resolve));
    let resumed = false;
    const waiting = turnClock()
      .next(drained)
      .then(() => (resumed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(resumed).toBe(false);
    release();
    await waiting;
    expect(resumed).toBe(true);
  });
});

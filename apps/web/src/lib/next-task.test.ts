import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the calling task, not in its microtasks', async () => {
    let resolved = false;
    const waited = nextTask().then(() => {
      resolved = true;
    });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    await waited;
    expect(resolved).toBe(true);
  });

  it('lets waiters go in order, one task each: a waiter’s microtasks run before the next waiter', async () => {
    const order: string[] = [];
    const first = nextTask().then(() => {
      order.push('first');
      queueMicrotask(() => order.push('first’s microtask'));
    });
    const second = nextTask().then(() => order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'first’s microtask', 'second']);
  });
});

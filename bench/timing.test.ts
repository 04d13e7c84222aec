import { describe, expect, it } from 'vitest';
import { timeMs, timePairMs } from './lib/timing.ts';

/**
 * A call that settles without I/O and leaves work for the event loop (as app.inject leaves the
 * release of a response): the next call must not start before that work has run.
 */
function callLeavingWork() {
  let pending = 0;
  let mostPending = 0;
  const call = async () => {
    pending += 1;
    mostPending = Math.max(mostPending, pending);
    setImmediate(() => (pending -= 1));
  };
  return { call, mostPending: () => mostPending };
}

describe('bench timing', () => {
  it('lets the event loop turn between timed calls, as a server does between requests', async () => {
    const single = callLeavingWork();
    await timeMs(single.call, 20, 0);
    expect(single.mostPending()).toBe(1);

    const first = callLeavingWork();
    const second = callLeavingWork();
    await timePairMs(first.call, second.call, 20, 0);
    expect(first.mostPending()).toBe(1);
    expect(second.mostPending()).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, type PageClock } from './after-first-screen';

/** A page still loading: `load` and the idle callback fire when the test says. */
function loadingPage() {
  let fireLoad: () => void = () => undefined;
  let fireIdle: () => void = () => undefined;
  const page: PageClock = {
    document: { readyState: 'loading' },
    addEventListener: (_type, listener) => {
      fireLoad = listener;
    },
    requestIdleCallback: (callback) => {
      fireIdle = callback;
      return 1;
    },
  };
  return { page, load: () => fireLoad(), idle: () => fireIdle() };
}

/** Files finishing their load, as the PerformanceObserver of `resource` entries reports them. */
let reportFile: () => void = () => undefined;
class FakeObserver {
  constructor(callback: () => void) {
    reportFile = callback;
  }
  observe() {}
  disconnect() {
    reportFile = () => undefined;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Whether the promise has settled, after letting pending callbacks run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the service worker waits for the first screen', () => {
  it('does nothing before the window has loaded, however long that takes', async () => {
    const { page } = loadingPage();
    const waiting = afterFirstScreen(page);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled(waiting)).toBe(false);
  });

  it('after load, waits while the route and its data still arrive, then for an idle moment', async () => {
    const { page, load, idle } = loadingPage();
    const waiting = afterFirstScreen(page);
    load();
    await vi.advanceTimersByTimeAsync(1000);
    reportFile(); // the login page's chunk
    await vi.advanceTimersByTimeAsync(1000);
    reportFile(); // its catalog
    await vi.advanceTimersByTimeAsync(1400);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    // Quiet for 1.5 s: it asks for an idle moment, and goes on only then.
    expect(await settled(waiting)).toBe(false);
    idle();
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on 10 s after load even if the page never goes quiet', async () => {
    const { page, load, idle } = loadingPage();
    const waiting = afterFirstScreen(page);
    load();
    for (let second = 0; second < 10; second += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      reportFile();
    }
    idle();
    expect(await settled(waiting)).toBe(true);
  });

  it('starts counting at once when the window had loaded already', async () => {
    const { page, idle } = loadingPage();
    const waiting = afterFirstScreen({ ...page, document: { readyState: 'complete' } });
    await vi.advanceTimersByTimeAsync(1500);
    idle();
    expect(await settled(waiting)).toBe(true);
  });
});

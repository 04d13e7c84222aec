/** No new file for this long after `load`: the first screen has what it needs. */
const QUIET_MS = 1500;
/** However busy the page stays (a slow chart, polling), the wait ends this long after `load`. */
const LONGEST_WAIT_MS = 10_000;

/** The parts of `window` the wait reads, so a test can play them. */
export interface PageClock {
  document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
}

const loaded = (page: PageClock) =>
  new Promise<void>((resolve) => {
    if (page.document.readyState === 'complete') resolve();
    else page.addEventListener('load', () => resolve(), { once: true });
  });

/** Resolves once no file has finished loading for QUIET_MS (files the route or its data load after `load`). */
const quiet = () =>
  new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer =
      typeof PerformanceObserver === 'undefined' ? undefined : new PerformanceObserver(() => restart());
    const done = () => {
      clearTimeout(timer);
      clearTimeout(longest);
      observer?.disconnect();
      resolve();
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    };
    const longest = setTimeout(done, LONGEST_WAIT_MS);
    observer?.observe({ type: 'resource' });
    restart();
  });

const idle = (page: PageClock) =>
  new Promise<void>((resolve) => {
    if (page.requestIdleCallback) page.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });

/**
 * Resolves when the first screen is done: the window has loaded (the entry's files), the files the route
 * and its data load after that have stopped arriving, and the browser has a moment to spare. What is not
 * needed for the first screen (the service worker and its precache) waits for this, instead of competing
 * with it for the network and the main thread. Call it before `load` can have fired.
 */
export async function afterFirstScreen(page: PageClock = window): Promise<void> {
  await loaded(page);
  await quiet();
  await idle(page);
}

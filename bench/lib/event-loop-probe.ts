/**
 * The longest the event loop went without running a 1 ms timer, from now until the returned function
 * is called: what a request arriving at the worst moment would have waited (plus at most 1 ms).
 */
export function probeEventLoop(): () => number {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 1);
  return () => {
    clearInterval(timer);
    return Math.max(worst, performance.now() - last);
  };
}

/**
 * Resolves in a task of its own, after whatever the caller's task still has to do. Waiters are let go one per
 * task, in the order they asked, so code that starts many pieces of work at once (a screen's queries, each
 * starting its request as it mounts) runs as many short tasks that input can slip between, not one long one.
 *
 * A message channel rather than a timer: timers are clamped when nested, throttled to one a second in a
 * hidden tab, and replaced by tests' fake clocks.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel().postMessage(null);
  });
}

const waiting: (() => void)[] = [];
let port: MessagePort | undefined;

function channel(): MessagePort {
  if (port) return port;
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => waiting.shift()?.();
  // Node (the tests' jsdom) keeps the process alive for a listening port; a browser has no unref.
  (port1 as MessagePort & { unref?: () => void }).unref?.();
  port = port2;
  return port;
}
